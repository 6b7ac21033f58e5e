/**
 * The date a business record starts at, over a table with several dates: the one whose name says
 * the record was created, opened, placed, issued… (`created_at`, `issue_date`); failing that, the
 * one it was sent out on (`ship_date`, `dispatched_on`) when another date says it arrived
 * (`delivered_date`). The durations, outcome dates and open records read their spans from it.
 */
import { isTemporalType } from '../../data/duck';
import type { DatasetIndex, IndexedColumn } from '../schema-index';

/** Words of a date's name saying the record starts there. */
export const START_WORDS =
  /^(created|creation|create|opened|open|start|started|submitted|placed|ordered|received|logged|raised|reported|booked|issued|issue|invoiced|signup)$/;
/** Words of a date's name saying the record was sent out then, and words of its arrival. */
const SENT = /^(ship|shipped|shipping|dispatch|dispatched|sent|send|posted)$/;
const ARRIVED = /^(delivered|delivery|arrived|arrival|received)$/;

const nameWords = (c: IndexedColumn) => c.name.toLowerCase().split(/[^a-z]+/).filter(Boolean);

/** The table's date columns whose name says a record starts there (none, one or several). */
export function startDates(index: DatasetIndex): IndexedColumn[] {
  const dates = index.columns.filter((c) => isTemporalType(c.type));
  const starts = dates.filter((c) => nameWords(c).some((w) => START_WORDS.test(w)));
  if (starts.length > 0) return starts;
  const arrives = dates.some((c) => nameWords(c).some((w) => ARRIVED.test(w)));
  return arrives ? dates.filter((c) => nameWords(c).some((w) => SENT.test(w))) : [];
}
