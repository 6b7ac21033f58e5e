import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Warehouses written here, each named by its town and the codes of its states after a comma; one
// spans two states. Longer than a list, so the parser (not the table stage) reads it.
const TOWNS = [
  ['Springfield', 'il'],
  ['Peoria', 'il'],
  ['Rockford-Belvidere', 'il'],
  ['Evansville', 'in-ky'],
  ['Reno', 'nv'],
  ['Boise', 'id'],
];
const WAREHOUSES = [
  'site,staff,floor_area',
  ...Array.from(
    { length: 60 },
    (_, i) => `"${TOWNS[i % 6]![0]} ${i + 1}, ${TOWNS[i % 6]![1]}",${10 + (i % 9)},${1000 + i * 50}`,
  ),
].join('\n');

const tables = useCsvTables({ warehouses: WAREHOUSES });
const ask = (question: string) => tables.ask(question, 'warehouses');

describe('a state said by name over places written with state codes', () => {
  it('counts every place whose codes include the state', async () => {
    expect((await ask('how many illinois warehouses')).markdown).toContain('**30**');
  });

  it('counts a place across two states under each of them', async () => {
    expect((await ask('number of warehouses in kentucky')).markdown).toContain('**10**');
  });
});
