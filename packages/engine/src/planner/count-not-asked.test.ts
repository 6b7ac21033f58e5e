import type { AnalystQuery } from '@ai-analyst/contract';
import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';
import { askCountNotAsked } from './count-not-asked';
import { declineNothingMatched } from './nothing-matched';
import { indexDataset } from './schema-index';

// An invented tour: one row per show, a crowd figure on each, a note on two of them.
const SHOWS = `City,Country,Venue,Attendance,Notes
Lyon,France,Stade Nord,42000,
Porto,Portugal,Arena Sul,38000,
Lille,France,Parc Est,51000,Extra show
Madrid,Spain,Estadio Uno,64000,
Seville,Spain,Campo Real,47000,
Turin,Italy,Stadio Po,44000,Extra show
`;

const tables = useCsvTables({ shows: SHOWS });

const countOf = (filters: AnalystQuery['filters']): AnalystQuery => ({
  dataset: 'shows',
  kind: 'aggregate',
  measures: [{ fn: 'count' }],
  groupBy: [],
  filters,
});

describe('a bare count answering a question that asks no count', () => {
  it('asks which figure when a time, a name or a difference was asked', async () => {
    const index = await indexDataset(tables.registry, 'shows');
    const query = countOf([{ kind: 'values', column: 'Country', values: ['Spain'] }]);
    for (const question of [
      'when did they play spain',
      'which show in spain',
      'by how much did spain grow',
      'their only show in spain?',
    ]) {
      const clarify = askCountNotAsked(question, index, query);
      expect(clarify?.question).toMatch(/^I could only count the rows of Spain of shows/);
      expect(clarify?.choices).toContain('what is the Attendance of Spain');
    }
  });

  it('asks which figure when the question asks for a thing, a ranked row or a figure compared', async () => {
    const index = await indexDataset(tables.registry, 'shows');
    const query = countOf([{ kind: 'values', column: 'Country', values: ['Spain'] }]);
    for (const question of [
      'what was the crowd in spain',
      'spain is which venue',
      'largest venue in spain',
      'did spain draw more in madrid or in seville',
    ]) {
      const clarify = askCountNotAsked(question, index, query);
      expect(clarify?.question).toMatch(/^I could only count the rows of Spain of shows/);
    }
    expect(askCountNotAsked('what was the number of shows in spain', index, query)).toBeUndefined();
  });

  it('stands when the question asks how many, and when it asks nothing else', async () => {
    const index = await indexDataset(tables.registry, 'shows');
    const query = countOf([{ kind: 'values', column: 'Country', values: ['Spain'] }]);
    expect(askCountNotAsked('which country, and how many shows there', index, query)).toBeUndefined();
    expect(askCountNotAsked('shows in spain', index, query)).toBeUndefined();
    expect(askCountNotAsked('what about spain', index, query)).toBeUndefined();
  });
});

describe('conditions that no row meets together', () => {
  it('declines a figure over no rows instead of stating it as missing', async () => {
    const reply = await tables.ask('average attendance of the extra shows in spain', 'shows');
    expect(reply.clarify?.choices).toEqual([]);
    expect(reply.markdown).toMatch(/No row of shows meets these conditions together/);
    expect(reply.markdown).not.toContain('(missing)');
  });

  it('declines an empty list asked with "who" or "which"', async () => {
    const reply = await tables.ask('which venues hosted an extra show in spain', 'shows');
    expect(reply.markdown).toMatch(/No row of shows meets these conditions together/);
  });

  it('keeps a count of nothing: 0 is its answer', async () => {
    const index = await indexDataset(tables.registry, 'shows');
    const query = countOf([
      { kind: 'values', column: 'Notes', values: ['Extra show'] },
      { kind: 'values', column: 'Country', values: ['Spain'] },
    ]);
    const data = { sql: '', rows: [{ value: 0 }], labelKeys: [], valueKeys: ['value'] };
    expect(declineNothingMatched(index, query, data, 'You asked for the number of rows.')).toBeUndefined();
    const reply = await tables.ask('how many extra shows were in spain', 'shows');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('**0**');
  });
});

describe('two sides compared by groups they do not share', () => {
  it('declines instead of listing missing differences', async () => {
    const index = await indexDataset(tables.registry, 'shows');
    const query: AnalystQuery = {
      dataset: 'shows',
      kind: 'compare',
      measures: [{ fn: 'sum', column: 'Attendance' }],
      groupBy: [{ column: 'Venue' }],
      filters: [],
      sides: [
        { label: 'France', filters: [{ kind: 'values', column: 'Country', values: ['France'] }] },
        { label: 'Spain', filters: [{ kind: 'values', column: 'Country', values: ['Spain'] }] },
      ],
    };
    const apart = {
      sql: '',
      rows: [
        { Venue: 'Stade Nord', France: 42000, Spain: null, difference: null },
        { Venue: 'Estadio Uno', France: null, Spain: 64000, difference: null },
      ],
      labelKeys: ['Venue'],
      valueKeys: ['France', 'Spain', 'difference'],
    };
    expect(declineNothingMatched(index, query, apart, 'You asked to compare.')?.question).toMatch(
      /share no group/,
    );
    const shared = { ...apart, rows: [...apart.rows, { Venue: 'Both', France: 1, Spain: 2, difference: 1 }] };
    expect(declineNothingMatched(index, query, shared, 'You asked to compare.')).toBeUndefined();
  });

  it('declines a comparison without groups where one side is no figure', async () => {
    const index = await indexDataset(tables.registry, 'shows');
    const query: AnalystQuery = {
      dataset: 'shows',
      kind: 'compare',
      measures: [{ fn: 'avg', column: 'Attendance' }],
      groupBy: [],
      filters: [{ kind: 'values', column: 'Country', values: ['Italy'] }],
      sides: [
        { label: 'Lyon', filters: [{ kind: 'values', column: 'City', values: ['Lyon'] }] },
        { label: 'Turin', filters: [{ kind: 'values', column: 'City', values: ['Turin'] }] },
      ],
    };
    const oneSide = {
      sql: '',
      rows: [{ Lyon: null, Turin: 44000, difference: null }],
      labelKeys: [],
      valueKeys: ['Lyon', 'Turin', 'difference'],
    };
    expect(declineNothingMatched(index, query, oneSide, 'You asked to compare.')?.question).toMatch(
      /one of the two sides/,
    );
    const both = { ...oneSide, rows: [{ Lyon: 42000, Turin: 44000, difference: 2000 }] };
    expect(declineNothingMatched(index, query, both, 'You asked to compare.')).toBeUndefined();
  });
});
