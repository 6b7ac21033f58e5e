// Requests of database connections: admins add, edit, test and remove; members list them, read
// a connection's tables and refresh them.
import type {
  Connection,
  ConnectionTable,
  ConnectionTestResult,
  CreateConnectionRequest,
  UpdateConnectionRequest,
} from '@ai-analyst/contract/connections-types';
import { api } from '../../../lib/api-client';

const path = (id: string) => `/connections/${encodeURIComponent(id)}/`;

export async function listConnections(): Promise<Connection[]> {
  return (await api.get<{ connections: Connection[] }>('/connections/')).connections;
}

export async function createConnection(input: CreateConnectionRequest): Promise<Connection> {
  return (await api.post<{ connection: Connection }>('/connections/', input)).connection;
}

export async function updateConnection(id: string, patch: UpdateConnectionRequest): Promise<Connection> {
  return (await api.patch<{ connection: Connection }>(path(id), patch)).connection;
}

export async function deleteConnection(id: string): Promise<void> {
  await api.delete(path(id));
}

/** Tries settings before they are saved. */
export async function testUnsavedConnection(input: CreateConnectionRequest): Promise<ConnectionTestResult> {
  return (await api.post<{ result: ConnectionTestResult }>('/connections/test/', input)).result;
}

export async function testConnection(id: string): Promise<ConnectionTestResult> {
  return (await api.post<{ result: ConnectionTestResult }>(`${path(id)}test/`)).result;
}

export async function connectionTables(id: string): Promise<ConnectionTable[]> {
  return (await api.get<{ tables: ConnectionTable[] }>(`${path(id)}tables/`)).tables;
}

export async function refreshConnection(id: string): Promise<ConnectionTable[]> {
  return (await api.post<{ tables: ConnectionTable[] }>(`${path(id)}refresh/`)).tables;
}
