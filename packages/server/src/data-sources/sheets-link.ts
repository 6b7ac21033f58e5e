/**
 * Reads a Google Sheets link in the forms people paste: `/spreadsheets/d/{id}/edit#gid=…`,
 * `/edit?usp=sharing`, `/export?format=csv&gid=…`, a bare `/d/{id}` (with or without `/u/0/`),
 * and 'Publish to the web' links `/d/e/{id}/pub?output=csv`. Only docs.google.com links are
 * accepted, and the server never fetches the pasted URL itself: it builds the export URL from the
 * id against the configured base, so a link cannot point the server anywhere else.
 */
import { badRequest } from '../platform/errors';

export type SheetLink = { spreadsheetId: string; gid: string; published: boolean };

const NOT_A_SHEET =
  'This is not a Google Sheets link. Paste a link like https://docs.google.com/spreadsheets/d/…/edit';

export function parseSheetLink(input: string): SheetLink {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw badRequest(NOT_A_SHEET, 'not_a_sheet_link');
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.hostname.toLowerCase() !== 'docs.google.com')
    throw badRequest(NOT_A_SHEET, 'not_a_sheet_link');
  const match = /^\/spreadsheets\/(?:u\/\d+\/)?d\/(e\/)?([A-Za-z0-9_-]{10,200})(?:\/|$)/.exec(url.pathname);
  if (!match?.[2]) throw badRequest(NOT_A_SHEET, 'not_a_sheet_link');
  const gid = /(?:^|[#&?])gid=(\d{1,20})/.exec(`${url.search}${url.hash}`)?.[1] ?? '0';
  return { spreadsheetId: match[2], gid, published: match[1] !== undefined };
}

/** The CSV export URL of a sheet tab against `baseUrl` (https://docs.google.com by default). */
export function exportUrl(baseUrl: string, link: SheetLink): string {
  const id = encodeURIComponent(link.spreadsheetId);
  const gid = encodeURIComponent(link.gid);
  return link.published
    ? `${baseUrl}/spreadsheets/d/e/${id}/pub?output=csv&gid=${gid}`
    : `${baseUrl}/spreadsheets/d/${id}/export?format=csv&gid=${gid}`;
}

/** The file name Google suggests in Content-Disposition, without its extension, if any. */
export function suggestedName(contentDisposition: string | null): string | undefined {
  if (!contentDisposition) return undefined;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition)?.[1];
  let name: string | undefined;
  if (star) {
    try {
      name = decodeURIComponent(star.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/i.exec(contentDisposition)?.[1];
  return name?.replace(/\.csv$/i, '').trim() || undefined;
}

/**
 * Makes a user-given or suggested name safe as a file name: separators and control characters
 * become spaces, runs of spaces collapse, reserved endings are trimmed.
 */
export function sheetFileName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f/\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '')
    .replace(/\.csv$/i, '')
    .slice(0, 200);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'Google Sheet' : cleaned;
}
