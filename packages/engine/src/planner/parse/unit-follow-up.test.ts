import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Reservoirs with their units in the headers.
const RESERVOIRS = `Reservoir,Region,Surface (km²),Max depth (m)
Orra Water,Norland,56,31
Bexa Dam,Norland,21,95
Cimmer Lake,Sudria,89,41
Dovan Pool,Sudria,12,60
Elvet Basin,Westmark,33,18
`;

const tables = useCsvTables({ reservoirs: RESERVOIRS });
const ask = (question: string, previous?: Awaited<ReturnType<typeof tables.ask>>) =>
  tables.ask(question, 'reservoirs', previous);

describe('figures asked in another unit', () => {
  it('gives the previous answer again, converted, when only a unit is said', async () => {
    const biggest = await ask('which reservoir has the largest surface');
    const inMiles = await ask('and in square miles?', biggest);
    expect(inMiles.markdown).toContain('Cimmer Lake');
    expect(inMiles.markdown).toMatch(/34\.36\d* sq mi/);
  });

  it('converts a lone figure, not only a table', async () => {
    const average = await ask('average max depth');
    const feet = await ask('in feet?', average);
    expect(feet.markdown).toMatch(/160\.8 ft/);
  });

  it('reads a question ending with a unit the table converts to', async () => {
    const reply = await ask('average max depth in feet');
    expect(reply.query?.measures).toEqual([{ fn: 'avg', column: 'Max depth (m)' }]);
    expect(reply.markdown).toMatch(/160\.8 ft/);
  });

  it('reads "how deep" as the depth', async () => {
    const reply = await ask('how deep is bexa dam');
    expect(reply.markdown).toContain('**95**');
    expect(reply.markdown).not.toContain('did not use');
  });

  it('leaves a unit of another kind unread', async () => {
    const reply = await ask('average max depth in kg');
    expect(reply.markdown).not.toMatch(/\bkg\b.*=/);
  });
});
