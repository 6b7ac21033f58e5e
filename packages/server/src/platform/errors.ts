import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { unavailableReason } from './db/client';

/**
 * The one error type of the server. Thrown anywhere in a request, it becomes
 * `{ success: false, error, code }` with its status; the message is shown to users, so it is
 * written in plain words.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'bad_request') => new AppError(400, code, message);
export const unauthorized = (message = 'Authentication required', code = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You do not have permission to do this', code = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found', code = 'not_found') => new AppError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);

/** Turns the first zod issue into a sentence a user can act on. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  // zod 4 names the received type only in its message ("expected string, received undefined").
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message))
    return `${field || 'Body'} is required`;
  if (issue.code === 'unrecognized_keys')
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type')
    return `${field || 'Body'} must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
  return field && !issue.message.toLowerCase().includes(field.toLowerCase())
    ? `${field}: ${issue.message}`
    : issue.message;
}

/**
 * JavaScript's own limits on one string, array or buffer (a result with cells of hundreds of MB,
 * a body built from it): the request asked for more than one answer can hold, so it is answered
 * as too large, not as a fault of the server.
 */
function tooLargeToBuild(err: Error): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ERR_STRING_TOO_LONG' || code === 'ERR_BUFFER_TOO_LARGE') return true;
  return (
    err instanceof RangeError &&
    /Invalid string length|Invalid array length|Invalid typed array length|Array buffer allocation failed/.test(
      err.message,
    )
  );
}

/** Fastify's own client-error codes, mapped to plain words. */
const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty but JSON was declared' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'This content type is not supported here' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The Content-Length header does not match the body',
  },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: 'The Content-Type header is not valid' },
  FST_ERR_BAD_URL: { status: 400, message: 'The URL is not valid' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'The request is not valid' },
};

/**
 * Maps every error to the wire shape once. Nothing a client sends may produce a 500: known client
 * errors get their 4xx; anything else is logged with its stack and answered with a generic 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | Error, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ success: false, error: err.message, code: err.code });
    }
    if (err instanceof ZodError) {
      return reply
        .status(400)
        .send({ success: false, error: describeZodError(err), code: 'validation_error' });
    }
    const fe = err as FastifyError;
    const known = fe.code ? fastifyClientErrors[fe.code] : undefined;
    if (known)
      return reply.status(known.status).send({ success: false, error: known.message, code: 'bad_request' });
    if (fe.validation)
      return reply.status(400).send({ success: false, error: fe.message, code: 'validation_error' });
    if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ success: false, error: fe.message, code: 'bad_request' });
    }
    // Faults of the platform, not of the request: plain words and a status a client can act on.
    const unavailable = unavailableReason(err);
    if (unavailable) {
      request.log.warn({ reason: unavailable }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({
        success: false,
        error: 'The database is unavailable right now. Please try again in a moment.',
        code: 'service_unavailable',
      });
    }
    if (tooLargeToBuild(err)) {
      request.log.warn({ err: { message: err.message } }, 'answer too large to build');
      return reply.status(413).send({
        success: false,
        error:
          'The answer is too large to send. Ask for fewer rows or columns, or for a summary (an aggregate) instead.',
        code: 'result_too_large',
      });
    }
    if ((err as NodeJS.ErrnoException).code === 'ENOSPC') {
      request.log.error({ err: { message: err.message } }, 'disk full');
      return reply.status(507).send({
        success: false,
        error:
          'The server has run out of disk space, so nothing was stored. Please contact your administrator.',
        code: 'insufficient_storage',
      });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({
      success: false,
      error: 'Something went wrong on our side. Please try again.',
      code: 'internal',
    });
  });
}
