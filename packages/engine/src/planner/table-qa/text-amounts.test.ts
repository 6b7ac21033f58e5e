import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented list of lakes whose area cell gives two units, the first a square unit written
// with a superscript ("1,250 km² (483 sq mi)").
const tables = useCsvTables({
  lakes: `Rank,Lake,Area,Region
1,Lake Orvo,"2,500,000 km² (965,255 sq mi)",North
2,Lake Tellin,"1,800,000 km² (694,984 sq mi)",North
3,Lake Marra,"1,500,500 km² (579,347 sq mi)",South
4,Lake Pellow,"1,200,000 km² (463,323 sq mi)",East
5,Lake Suskin,"900,000 km² (347,492 sq mi)",South
6,Lake Varn,"700,000 km² (270,272 sq mi)",East
`,
});

describe('amounts written in text cells', () => {
  it('takes the median and the total of the first number of each cell', async () => {
    const median = await tables.ask('median area', 'lakes');
    expect(median.markdown).toContain('**1,350,250**');
    const top = await tables.ask('total area of the top 3', 'lakes');
    expect(top.markdown).toContain('**5,800,500**');
  });

  it('reads a square unit written with a superscript as a second-unit column', async () => {
    const miles = await tables.ask('total area in sq mi', 'lakes');
    expect(miles.markdown).toContain('**3,320,673**');
  });

  it('compares a number said with a magnitude and a unit, the magnitude shared by both ends of a range', async () => {
    const bigger = await tables.ask('how many lakes are bigger than 1 million km2', 'lakes');
    expect(bigger.markdown).toContain('**4**');
    const between = await tables.ask('how many lakes between 1 and 2 million km²', 'lakes');
    expect(between.markdown).toContain('**3**');
    const area = await tables.ask('how many lakes have an area between 1 and 2 million', 'lakes');
    expect(area.markdown).toContain('**3**');
  });
});
