// The caller's datasets as the engine read them (GET /api/datasets/): what the Data Loader
// shows about problems found in the files. Listing also registers new and changed files.
import { useQuery } from '@tanstack/react-query';
import type { DatasetListResponse } from '@ai-analyst/contract/files-types';
import { api } from '../../../lib/api-client';

export const datasetKeys = { all: ['chat', 'datasets'] as const };

export async function listDatasets(): Promise<Pick<DatasetListResponse, 'datasets' | 'problems'>> {
  const body = await api.get<Partial<DatasetListResponse>>('/datasets/');
  return { datasets: body.datasets ?? [], problems: body.problems ?? [] };
}

export function useDatasets(enabled: boolean) {
  return useQuery({ queryKey: datasetKeys.all, queryFn: listDatasets, enabled });
}
