import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|access_token|refresh_token|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[REDACTED]');
}

/**
 * Structured JSON logs (pino) with the request id of each request as `reqId`. Authorization
 * headers, cookies, passwords and tokens are redacted wherever they appear.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.password',
        '*.refresh_token',
        '*.access_token',
        '*.token',
        'password',
        'refresh_token',
        'access_token',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}
