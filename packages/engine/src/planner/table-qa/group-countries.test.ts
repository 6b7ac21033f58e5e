import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented cup: each year a host, the two sides' captains; and a prize with people's countries (some two).
const CUP = `Year,Host,United States captain,Europe captain
2001,Portmere,Jim Hale,Ray Dunn
2003,Bay Harbor,Bob Tate,Ray Dunn
2005,Kiel Sound,Jim Hale,Nils Ek
2007,Cape Rowan,Sam Roe,Luc Morel
`;
const PRIZE = `Year,Laureate,Nationality
2001,Ana Ruiz,Spain
2002,Bo Lind,Sweden
2003,Cy Hart,"Spain, France"
2004,Di Moss,Peru
2005,Ed Vale,Sweden
`;

const tables = useCsvTables({ cup: CUP, prize: PRIZE });

describe('groups of a column said by initials or by "countries"', () => {
  it('reads "us captains" as the United States captain column', async () => {
    const reply = await tables.ask('which us captains led it two times', 'cup');
    expect(reply.markdown).toMatch(/^\*\*Jim Hale\*\* \(2\)\./);
  });

  it('reads "countries" as the nationality column, each country of a list cell once', async () => {
    const reply = await tables.ask('which countries won it only once', 'prize');
    expect(reply.markdown).toMatch(/^\*\*France\*\* \(1\), \*\*Peru\*\* \(1\)\./);
  });
});
