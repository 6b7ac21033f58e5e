/** Month and weekday names, and the numbers they stand for. */

export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
export const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** The names as a reply writes them: "January", "Monday". */
export const MONTH_LABELS = MONTH_NAMES.map(capitalised);
export const WEEKDAY_LABELS = WEEKDAY_NAMES.map(capitalised);

/** A month name or its three-letter (or "sept") form → 1–12. */
export function monthNumber(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w === 'sept') return 9;
  const i = MONTH_NAMES.findIndex((m) => m === w || (w.length === 3 && m.startsWith(w)));
  return i >= 0 ? i + 1 : undefined;
}

export function weekdayNumber(word: string): number | undefined {
  const w = word.toLowerCase();
  const i = WEEKDAY_NAMES.findIndex((d) => d === w || `${d}s` === w || (w.length === 3 && d.startsWith(w)));
  return i >= 0 ? i + 1 : undefined;
}
