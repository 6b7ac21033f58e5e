import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/platform/errors';

/**
 * No request may produce a 500: an answer too large for JavaScript to build (a string or array
 * past the engine's length limit, as a result with 100 MB cells once gave) is a 413 in plain
 * words, whether it fails in the handler or while the answer is serialized.
 */
describe('answers too large to build', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/string', async () => {
      throw new RangeError('Invalid string length');
    });
    app.get('/array', async () => {
      throw new RangeError('Invalid array length');
    });
    app.get('/buffer', async () => {
      throw Object.assign(new Error('Cannot create a string longer than 0x1fffffe8 characters'), {
        code: 'ERR_STRING_TOO_LONG',
      });
    });
    // Fails while the answer is serialized, after the handler returned.
    app.get('/serialized', async () => ({
      rows: [
        {
          toJSON() {
            throw new RangeError('Invalid string length');
          },
        },
      ],
    }));
    app.get('/other-range-error', async () => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/string', '/array', '/buffer', '/serialized'])('%s answers 413 in plain words', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      code: 'result_too_large',
      error:
        'The answer is too large to send. Ask for fewer rows or columns, or for a summary (an aggregate) instead.',
    });
  });

  it('keeps other faults as the generic 500 (a bug, logged)', async () => {
    const res = await app.inject({ method: 'GET', url: '/other-range-error' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal');
  });
});
