// Request functions of the RCA screens (/api/rca/*, and the dataset names). Each one checks the
// `success` envelope and throws a fixed text (e.g. 'Failed to load client configurations') when
// `success` or `data` is missing.
import type {
  ClientConfiguration,
  RcaCreateRequest,
  RcaRequest,
  RcaResult,
  RcaSession,
} from '@ai-analyst/contract/rca-types';
import type { DatasetListResponse } from '@ai-analyst/contract/files';
import { api } from '../../../lib/api-client';

interface Envelope<T> {
  success?: boolean;
  data?: T;
}

function dataOf<T>(body: Envelope<T> | null | undefined, failure: string): T {
  if (!body?.success || body.data === undefined || body.data === null) throw new Error(failure);
  return body.data;
}

const requestPath = (id: string) => `/rca/requests/${encodeURIComponent(id)}/`;

export const rcaApi = {
  async configurations(): Promise<ClientConfiguration[]> {
    const body = await api.get<{ success?: boolean; configurations?: ClientConfiguration[] }>(
      '/rca/configs/',
    );
    if (!body?.success || !Array.isArray(body.configurations))
      throw new Error('Failed to load client configurations');
    return body.configurations;
  },

  /** Names of the caller's datasets, offered as data source suggestions. */
  async datasetNames(): Promise<string[]> {
    const body = await api.get<DatasetListResponse>('/datasets/');
    return Array.isArray(body?.datasets) ? body.datasets.map((d) => d.name) : [];
  },

  async create(input: RcaCreateRequest): Promise<RcaRequest> {
    return dataOf(
      await api.post<Envelope<RcaRequest>>('/rca/requests/', input),
      'Failed to create RCA request',
    );
  },

  async get(id: string): Promise<RcaRequest> {
    return dataOf(await api.get<Envelope<RcaRequest>>(requestPath(id)), 'Failed to get RCA request');
  },

  async start(id: string): Promise<RcaRequest> {
    return dataOf(
      await api.post<Envelope<RcaRequest>>(`${requestPath(id)}start/`),
      'Failed to start RCA investigation',
    );
  },

  async cancel(id: string): Promise<RcaRequest> {
    return dataOf(
      await api.post<Envelope<RcaRequest>>(`${requestPath(id)}cancel/`),
      'Failed to cancel RCA investigation',
    );
  },

  async session(id: string): Promise<RcaSession> {
    return dataOf(
      await api.get<Envelope<RcaSession>>(`${requestPath(id)}session/`),
      'Failed to get RCA session',
    );
  },

  async result(id: string): Promise<RcaResult> {
    return dataOf(
      await api.get<Envelope<RcaResult>>(`${requestPath(id)}result/`),
      'Failed to get RCA result',
    );
  },
};
