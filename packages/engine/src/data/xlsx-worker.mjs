/**
 * Worker thread that streams the first worksheet of an XLSX file into a CSV file with exceljs.
 * It runs with its own heap limit (the parent sets resourceLimits), so a spreadsheet that needs
 * more memory than allowed ends this worker, never the server. Plain JavaScript on purpose: a
 * worker starts from a file on disk, and this one must run the same way from the sources (tests,
 * development) and from the server's bundle (the build copies it next to it).
 *
 * workerData: { source, target, maxCells }. Posts { ok: true, rows, cells } when the CSV is
 * complete at `target`, or { ok: false, reason: 'cells' | 'unreadable', message } otherwise.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

/** Formats a cell of a spreadsheet as CSV text (RFC 4180 quoting, dates as ISO). */
function csvCell(value) {
  if (value === null || value === undefined) return '';
  let text;
  if (value instanceof Date) {
    const iso = value.toISOString();
    text = iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('T', ' ').replace('Z', '');
  } else if (typeof value === 'object') {
    if ('result' in value) return csvCell(value.result);
    if ('richText' in value) text = value.richText.map((r) => r.text).join('');
    else if ('text' in value) text = String(value.text);
    else if ('error' in value) text = '';
    else text = JSON.stringify(value);
  } else text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

class TooManyCells extends Error {}

async function convert({ source, target, maxCells }) {
  const out = createWriteStream(target, { encoding: 'utf8' });
  let rows = 0;
  let cells = 0;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      entries: 'ignore',
    });
    let width = 0;
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = row.values.slice(1);
        if (width === 0) width = values.length;
        cells += width;
        if (cells > maxCells) throw new TooManyCells();
        const line = [];
        for (let i = 0; i < width; i++) line.push(csvCell(values[i] ?? null));
        rows++;
        if (!out.write(`${line.join(',')}\n`)) await once(out, 'drain');
      }
      break; // Only the first sheet becomes the dataset.
    }
    out.end();
    await once(out, 'finish');
    return { ok: true, rows, cells };
  } catch (error) {
    out.destroy();
    if (error instanceof TooManyCells)
      return {
        ok: false,
        reason: 'cells',
        message: `its first sheet has more than ${maxCells.toLocaleString('en')} cells`,
      };
    return { ok: false, reason: 'unreadable', message: String(error?.message ?? error).split('\n')[0] };
  }
}

parentPort.postMessage(await convert(workerData));
