import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

const tables = useCsvTables({
  bridges: [
    'Bridge,Builder,Opened,Span (m)',
    'Alder Crossing,Harlow,1961,220',
    'Brook Arch,Harlow / Stent,1974,180',
    'Cobb Viaduct,Stent,1980,310',
    'Dune Link,Harlow,1992,150',
    'Elm Span,Stent / Harlow / Pike,2001,400',
    'Fell Gate,Pike,2010,260',
  ].join('\n'),
});

describe('an item said before a closing "only" is the cell holding it alone', () => {
  it('counts the cells that are the item alone', async () => {
    expect((await tables.ask('how many bridges were built by harlow only', 'bridges')).markdown).toContain(
      '**2**',
    );
  });

  it('without "only" every cell listing it counts', async () => {
    expect((await tables.ask('how many bridges were built by harlow', 'bridges')).markdown).toContain(
      '**4**',
    );
  });
});
