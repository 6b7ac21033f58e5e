import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented countries with gaps written NA in two indicator columns.
const COUNTRIES = `name,iso,HDI,urban_pop,literacy
Aland,AL,0.81,120000,NA
Borvia,BV,NA,450000,88
Cetia,CT,0.66,90000,NA
Dorn,DR,NA,310000,92
Elsk,EL,0.9,800000,99
Fjor,FJ,NA,50000,NA
Gult,GU,0.72,65000,95
`;

const tables = useCsvTables({ countries: COUNTRIES });

describe('rows whose cell holds a value', () => {
  it('counts the rows with a value, never adds the column up', async () => {
    for (const question of ['how many have an HDI value', 'how many countries have a literacy figure']) {
      const reply = await tables.ask(question, 'countries');
      expect(reply.markdown).toMatch(/is not missing/);
      expect(reply.markdown).toContain('**4**');
    }
  });

  it('keeps a comparison said after the column', async () => {
    const reply = await tables.ask('how many have a literacy rate above 90', 'countries');
    expect(reply.markdown).toContain('**3**');
  });
});
