// How conversation titles and times read in the chat header and sidebar.

/**
 * Date-time stamps a title may end with: '2025-01-31 14:05', '2025-01-31T14:05:09Z',
 * '1/31/2025, 2:05:09 PM', '31.01.2025 14:05' — with an optional dash or parentheses before.
 */
const TRAILING_STAMP =
  /\s*(?:[-–—,]\s*)?\(?(?:\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}(?:,?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp][Mm])?)?)\)?\s*$/;

/** The title without its trailing date-time stamp ('New Conversation 2025-01-31 14:05' → 'New Conversation'). */
export function stripTitleStamp(title: string): string {
  const stripped = title.replace(TRAILING_STAMP, '').trim();
  return stripped || title.trim();
}

/** A short time for a message ('2:05 PM'), with the date when it is not today. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
    : date.toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The full link of a shared conversation's page (its path is /shared/<share id>). */
export function shareLink(sharePath: string, origin = window.location.origin): string {
  return `${origin}${sharePath}`;
}
