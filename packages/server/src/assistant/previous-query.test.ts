import { describe, expect, it } from 'vitest';
import { previousAnalystQuery, previousQuestion } from './context';

const query = (dataset: string) => ({ kind: 'aggregate', dataset, measures: [{ fn: 'sum', column: 'x' }], filters: [], groupBy: [] });

describe('the typed query a follow-up modifies', () => {
  it('is the query stored with the newest reply, also when a table look-up computed it', () => {
    const metadata = [
      { tool_calls: [{ name: 'ask_data', arguments: query('older'), ok: true }] },
      { tool_calls: [{ name: 'run_sql', arguments: { sql: 'SELECT 1' }, ok: true }], analyst_query: query('newer') },
    ];
    expect(previousAnalystQuery(metadata)).toEqual(query('newer'));
  });

  it('is the last successful ask_data call of a reply stored without one', () => {
    expect(previousAnalystQuery([{ tool_calls: [{ name: 'ask_data', arguments: query('a'), ok: true }] }])).toEqual(query('a'));
  });

  it('skips replies that computed nothing (a clarifying question, a failed call)', () => {
    const metadata = [
      { tool_calls: [{ name: 'ask_data', arguments: query('a'), ok: true }] },
      { provider: 'builtin' },
      { tool_calls: [{ name: 'ask_data', arguments: query('b'), ok: false }] },
    ];
    expect(previousAnalystQuery(metadata)).toEqual(query('a'));
  });

  it('is none after a reply that computed something no typed query expresses', () => {
    const metadata = [
      { tool_calls: [{ name: 'ask_data', arguments: query('a'), ok: true }] },
      { tool_calls: [{ name: 'run_sql', arguments: { sql: 'SELECT 1' }, ok: true }] },
    ];
    expect(previousAnalystQuery(metadata)).toBeUndefined();
  });
});

describe('the question a follow-up edits', () => {
  const user = (content: string) => ({ role: 'user', content, metadata: {} });
  const reply = (metadata: object = {}) => ({ role: 'assistant', content: 'an answer', metadata });

  it("is the user's previous message as typed", () => {
    expect(previousQuestion([user('which pier is the busiest'), reply()])).toBe('which pier is the busiest');
  });

  it('is the whole question its reply read a follow-up as', () => {
    const earlier = [
      user('which pier is the busiest'),
      reply(),
      user('and the quietest?'),
      reply({ analyst_question: 'which pier is the quietest' }),
    ];
    expect(previousQuestion(earlier)).toBe('which pier is the quietest');
  });

  it('is none at the start of a conversation', () => {
    expect(previousQuestion([])).toBeUndefined();
  });
});
