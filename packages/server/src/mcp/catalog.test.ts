import { describe, expect, it } from 'vitest';
import { externalToolName } from './catalog';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { describe as describeError } from './external';

describe('external tool names and errors', () => {
  it('names an external tool after its server, in the characters function calling accepts', () => {
    expect(externalToolName('weather', 'forecast')).toBe('weather__forecast');
    expect(externalToolName('files', 'read.file/v2')).toBe('files__read_file_v2');
    expect(externalToolName('s', 'x'.repeat(100))).toHaveLength(64);
  });

  it('puts connection failures in plain words', () => {
    expect(describeError(new Error('spawn /nope ENOENT'), 'stdio')).toBe(
      'The command was not found on the server',
    );
    expect(describeError(new Error('MCP error -32001: Request timed out'), 'stdio')).toBe(
      'Request timed out',
    );
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:80'), { code: 'ECONNREFUSED' });
    expect(describeError(new TypeError('fetch failed', { cause: refused }))).toBe(
      'The server refused the connection',
    );
    expect(describeError(new TypeError('fetch failed'))).toBe('Could not connect to the server');
    expect(describeError(new McpError(ErrorCode.RequestTimeout, 'Request timed out'))).toBe(
      'The server did not answer in time',
    );
  });

  it('never repeats what a URL server answered, only its status', () => {
    const secret = 'INTERNAL-SECRET-TEXT-67890 admin panel';
    for (const [error, words] of [
      [
        new StreamableHTTPError(404, `Error POSTing to endpoint: ${secret}`),
        'The server answered HTTP 404 (check the URL)',
      ],
      [new StreamableHTTPError(401, secret), 'The server answered HTTP 401 (check the bearer token)'],
      [new StreamableHTTPError(500, secret), 'The server answered HTTP 500'],
      [
        new StreamableHTTPError(302, secret),
        'The server answered with a redirect (HTTP 302); enter the final URL',
      ],
      [
        new StreamableHTTPError(-1, `Unexpected content type: text/html ${secret}`),
        'The server did not answer as an MCP server (unexpected content type)',
      ],
      [new McpError(-32600, secret), 'The server answered with an MCP error (code -32600)'],
      [new Error(secret), 'The server did not answer as an MCP server'],
    ] as const) {
      expect(describeError(error)).toBe(words);
      expect(describeError(error, 'http')).not.toContain('SECRET');
    }
  });
});
