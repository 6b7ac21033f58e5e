import { describe, expect, it } from 'vitest';
import { externalToolName } from './catalog';
import { describe as describeError } from './external';

describe('external tool names and errors', () => {
  it('names an external tool after its server, in the characters function calling accepts', () => {
    expect(externalToolName('weather', 'forecast')).toBe('weather__forecast');
    expect(externalToolName('files', 'read.file/v2')).toBe('files__read_file_v2');
    expect(externalToolName('s', 'x'.repeat(100))).toHaveLength(64);
  });

  it('puts connection failures in plain words', () => {
    expect(describeError(new Error('spawn /nope ENOENT'))).toBe('The command was not found on the server');
    expect(describeError(new TypeError('fetch failed'))).toBe('The server refused the connection');
    expect(describeError(new Error('MCP error -32001: Request timed out'))).toBe('Request timed out');
  });
});
