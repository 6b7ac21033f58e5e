/**
 * Survival tables: a 0/1 column named `status` (or `event`, `dead`, `death`, `fail`) beside a time
 * column records whether the event (death, relapse, failure) was seen (1) or the row was censored
 * (0), the convention of survival data. "had an event", "the events" are that column = 1;
 * "censored" is that column = 0. A column named `censored` is read the other way round.
 */
import type { DatasetIndex } from '../schema-index';
import { flagCore, type FlagHit } from './flags';
import type { Tok } from './types';

const EVENT_COLUMN = /^(status|event|dead|death|fail|failure)$/;
const EVENT_WORD = /^(event|events)$/;
const CENSORED_WORD = /^(censored|censoring)$/;

export function eventFlags(toks: Tok[], index: DatasetIndex): FlagHit[] {
  const hits: FlagHit[] = [];
  for (const c of index.columns) {
    if (c.flagTrue === undefined) continue;
    const core = flagCore(c);
    if (core.length !== 1) continue;
    const censorColumn = /^censor/.test(core[0] as string);
    if (!censorColumn && !EVENT_COLUMN.test(core[0] as string)) continue;
    for (const t of toks) {
      if (t.used) continue;
      const event = EVENT_WORD.test(t.word);
      if (!event && !CENSORED_WORD.test(t.word)) continue;
      t.used = 'flag';
      hits.push({ column: c, negate: event === censorColumn, positions: [t.i] });
    }
    if (hits.length) break;
  }
  return hits.sort((a, b) => Number(a.negate) - Number(b.negate));
}
