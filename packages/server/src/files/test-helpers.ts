/** Helpers for the files, datasets and data-sources tests: multipart bodies and signed-in calls. */
import type { FastifyInstance, InjectOptions } from 'fastify';

export type Part =
  { name: string; value: string } | { name: string; filename: string; content: Buffer | string };

/** A multipart/form-data body (parts in the given order) and its content type. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----aia${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"`
        : `form-data; name="${part.name}"`;
    const type = 'filename' in part ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push('filename' in part ? Buffer.from(part.content) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A caller bound to one access token. */
export function client(app: FastifyInstance, token: string | undefined) {
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  const call = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...auth, ...(options.headers ?? {}) } });
  return {
    call,
    list: (path = '') => call({ method: 'GET', url: `/api/files/list/?path=${encodeURIComponent(path)}` }),
    mkdir: (name: string, path = '') =>
      call({ method: 'POST', url: '/api/files/create-folder/', payload: { name, path } }),
    upload: (files: { filename: string; content: Buffer | string }[], path?: string) => {
      const parts: Part[] = files.map((f) => ({ name: 'files', ...f }));
      if (path !== undefined) parts.push({ name: 'path', value: path });
      const body = multipart(parts);
      return call({ method: 'POST', url: '/api/files/upload/', ...body });
    },
    download: (path: string, headers: Record<string, string> = {}) =>
      call({ method: 'GET', url: `/api/files/download/?path=${encodeURIComponent(path)}`, headers }),
    remove: (path: string, type: 'file' | 'folder') =>
      call({ method: 'DELETE', url: '/api/files/delete/', payload: { path, type } }),
    rename: (oldPath: string, newName: string) =>
      call({ method: 'POST', url: '/api/files/rename/', payload: { old_path: oldPath, new_name: newName } }),
  };
}
