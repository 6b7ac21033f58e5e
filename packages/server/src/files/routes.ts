/**
 * The file manager's API (/api/files). Each route reads as: rate limit where it matters,
 * authentication, validation with the contract's schema, then one call into FileStorage, which
 * resolves every path inside the caller's own root.
 */
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  createFolderRequestSchema,
  deleteFileRequestSchema,
  fileListQuerySchema,
  renameFileRequestSchema,
} from '@ai-analyst/contract';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { audited, noteAudit } from '../audit/route-hook';
import { rateLimitHook, type RateLimitStore } from '../platform/rate-limit';
import { parseWith } from '../platform/validation';
import { sendFile } from './download';
import { joinWire, splitPath } from './paths';
import { presentDirectoryInfo, presentFileList } from './presenters';
import { ownerOf, type FileStorage } from './storage';
import { receiveUpload } from './upload';

/** Upload requests per user per minute; each may carry up to 100 files. */
const UPLOADS_PER_MINUTE = 60;

export type FileRoutesOptions = {
  storage: FileStorage;
  rateLimits: RateLimitStore;
};

export async function fileRoutes(app: FastifyInstance, opts: FileRoutesOptions) {
  const { storage } = opts;
  // Encapsulated: the multipart parser exists for these routes only.
  await app.register(multipart);

  app.get('/api/files/list/', { preHandler: app.authenticate }, async (request) => {
    const owner = ownerOf(callerOf(request));
    const query = parseWith(fileListQuerySchema, request.query);
    const listing = await storage.list(owner, query.path);
    const folder = await storage.resolve(owner, listing.wire);
    const folderStats = await stat(folder.absolute);
    return {
      success: true,
      path: listing.wire,
      items: presentFileList(listing.wire, listing.entries, folderStats.mtimeMs),
      directory_info: presentDirectoryInfo(await storage.usedBytes(owner), storage.quotaOf(owner)),
    };
  });

  app.post('/api/files/create-folder/', { preHandler: app.authenticate }, async (request, reply) => {
    const owner = ownerOf(callerOf(request));
    const input = parseWith(createFolderRequestSchema, request.body);
    const created = await storage.createFolder(owner, input.path, input.name);
    return reply.status(201).send({ success: true, path: created });
  });

  const limitUploads = rateLimitHook(opts.rateLimits, {
    key: (request) => `files:upload:${callerOf(request).user.id}`,
    windowMs: 60_000,
    max: UPLOADS_PER_MINUTE,
    message: (wait) => `Too many uploads. Please wait ${wait} and try again.`,
  });
  app.post('/api/files/upload/', { preHandler: [app.authenticate, limitUploads] }, async (request, reply) => {
    const caller = callerOf(request);
    const query = parseWith(z.object({ path: z.string().max(4096).optional() }), request.query);
    const owner = ownerOf(caller);
    const files = await receiveUpload(request, storage, owner, {
      maxFileBytes: storage.maxUploadOf(owner),
      defaultPath: query.path,
    });
    return reply.status(201).send({ success: true, files });
  });

  app.get('/api/files/download/', { preHandler: app.authenticate }, async (request, reply) => {
    const owner = ownerOf(callerOf(request));
    const query = parseWith(
      z.object({ path: z.string().min(1, 'The path is required').max(4096) }),
      request.query,
    );
    const file = await storage.file(owner, query.path);
    return sendFile(reply, file.absolute, request.headers.range);
  });

  app.delete('/api/files/delete/', { preHandler: app.authenticate, ...audited(app.services.database.db) }, async (request) => {
    const caller = callerOf(request);
    const owner = ownerOf(caller);
    // The client sends the body; a query string works too for clients that cannot.
    const input = parseWith(deleteFileRequestSchema, request.body ?? request.query);
    await storage.delete(owner, input.path, input.type);
    noteAudit(request, {
      action: 'file.delete',
      // The full path in its canonical form, e.g. 'RCA data/meeting-notes.txt'.
      target: { type: input.type, id: joinWire(splitPath(input.path)) },
    });
    return { success: true };
  });

  app.post('/api/files/rename/', { preHandler: app.authenticate }, async (request) => {
    const owner = ownerOf(callerOf(request));
    const input = parseWith(renameFileRequestSchema, request.body);
    const renamed = await storage.rename(owner, input.old_path, input.new_name);
    return { success: true, path: renamed };
  });
}
