/**
 * Audit as a route option. A handler says what it did with `noteAudit(request, …)`; the route's
 * `audited(db)` hook records that entry, with the caller as the actor and the request's IP and
 * id, once the route answers with success, before the answer leaves. A route that fails records
 * nothing, and a failing write of the audit log never fails the route (see `recordAudit`).
 */
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import type { Database } from '../platform/db/client';
import { recordAudit, type AuditEntry } from './record';

/** What a handler did, as its route records it. */
export type AuditNote = Pick<AuditEntry, 'action' | 'target' | 'details'>;

declare module 'fastify' {
  interface FastifyRequest {
    auditNote: AuditNote | null;
  }
}

/** Once, before the routes: every request starts without a note. */
export function registerAuditNotes(app: FastifyInstance): void {
  app.decorateRequest('auditNote', null);
}

export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  request.auditNote = note;
}

/** Route options of an audited route (merge with its other options). */
export function audited(db: Database): { onSend: onSendHookHandler } {
  const onSend: onSendHookHandler = async (request, reply, payload) => {
    const note = request.auditNote;
    const caller = request.auth;
    if (note && caller && reply.statusCode < 400)
      await recordAudit(
        db,
        {
          organizationId: caller.organization.id,
          actor: { id: caller.user.id, username: caller.user.username },
          ...note,
          request,
        },
        request.log,
      );
    return payload;
  };
  return { onSend };
}
