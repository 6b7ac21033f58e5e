// A conversation as a paged PDF (A4): a title, then each message under its author and time, with
// its text, lists, quotes, code (monospaced, on grey), tables (ruled, the header repeated on each
// page), charts and display math as pictures. DejaVu fonts, embedded on demand, cover Latin,
// Greek, Cyrillic, Arabic, Hebrew and the usual symbols (€, −, ≤, →, ✓), so text is never lost
// to the Latin-1 limit of the PDF's built-in fonts.
import type { Conversation, Message } from '@ai-analyst/contract/chat-types';
import type { jsPDF as JsPdf } from 'jspdf';
import sansBoldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import sansUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import monoUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf?url';
import { imageSource } from '../../../components/rich-content/image-renderer';
import { modeLabel } from '../utils/modes';
import { stripTitleStamp } from '../utils/title';
import { toBlocks, type Block } from './blocks';
import { authorOf } from './collect';
import { chartImage, mathImage, type PngImage } from './render-images';

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = PAGE_HEIGHT - MARGIN;

type Rgb = [number, number, number];
const TEXT: Rgb = [16, 24, 40];
const MUTED: Rgb = [71, 84, 103];
const RULE: Rgb = [208, 213, 221];
const CODE_BG: Rgb = [244, 245, 247];
const HEAD_BG: Rgb = [234, 236, 240];
const ACCENT: Rgb = [91, 79, 224];

export interface PdfPictures {
  chart: typeof chartImage;
  math: typeof mathImage;
}

const fontCache = new Map<string, Promise<string>>();
function fontBase64(url: string): Promise<string> {
  let promise = fontCache.get(url);
  if (!promise) {
    promise = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`The PDF font could not be loaded (status ${response.status})`);
        return response.arrayBuffer();
      })
      .then((buffer) => {
        const bytes = new Uint8Array(buffer);
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(binary);
      });
    promise.catch(() => fontCache.delete(url));
    fontCache.set(url, promise);
  }
  return promise;
}

async function embedFonts(doc: JsPdf): Promise<void> {
  const [sans, bold, mono] = await Promise.all([fontBase64(sansUrl), fontBase64(sansBoldUrl), fontBase64(monoUrl)]);
  doc.addFileToVFS('DejaVuSans.ttf', sans);
  doc.addFont('DejaVuSans.ttf', 'DejaVuSans', 'normal');
  doc.addFileToVFS('DejaVuSans-Bold.ttf', bold);
  doc.addFont('DejaVuSans-Bold.ttf', 'DejaVuSans', 'bold');
  doc.addFileToVFS('DejaVuSansMono.ttf', mono);
  doc.addFont('DejaVuSansMono.ttf', 'DejaVuSansMono', 'normal');
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  mono?: boolean;
  color?: Rgb;
  indent?: number;
  after?: number;
  background?: Rgb;
}

/** A cursor down the pages: writes and starts a new page when the next thing would not fit. */
class Pager {
  y = MARGIN;
  constructor(readonly doc: JsPdf) {}

  ensure(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  font({ size = 10, bold = false, mono = false, color = TEXT }: TextStyle): number {
    this.doc.setFont(mono ? 'DejaVuSansMono' : 'DejaVuSans', bold && !mono ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    this.doc.setTextColor(...color);
    return size * 1.4;
  }

  wrap(text: string, width: number): string[] {
    return text.split('\n').flatMap((line) => (line ? (this.doc.splitTextToSize(line, width) as string[]) : ['']));
  }

  text(text: string, style: TextStyle = {}): void {
    const lineHeight = this.font(style);
    const indent = style.indent ?? 0;
    const pad = style.background ? 8 : 0;
    for (const line of this.wrap(text, CONTENT_WIDTH - indent - 2 * pad)) {
      this.ensure(lineHeight);
      if (style.background) {
        this.doc.setFillColor(...style.background);
        this.doc.rect(MARGIN + indent, this.y, CONTENT_WIDTH - indent, lineHeight, 'F');
      }
      this.doc.text(line, MARGIN + indent + pad, this.y + lineHeight * 0.18, { baseline: 'top' });
      this.y += lineHeight;
    }
    this.y += style.after ?? 4;
  }

  rule(color: Rgb = RULE): void {
    this.ensure(12);
    this.doc.setDrawColor(...color);
    this.doc.setLineWidth(0.6);
    this.doc.line(MARGIN, this.y + 4, MARGIN + CONTENT_WIDTH, this.y + 4);
    this.y += 12;
  }

  image(image: PngImage, maxWidth = CONTENT_WIDTH): void {
    let width = Math.min(maxWidth, image.width * 0.75);
    let height = (image.height / image.width) * width;
    const room = BOTTOM - MARGIN;
    if (height > room) {
      width *= room / height;
      height = room;
    }
    this.ensure(height);
    this.doc.addImage(image.dataUrl, 'PNG', MARGIN, this.y, width, height);
    this.y += height + 8;
  }

  table(headers: string[], rows: string[][]): void {
    const columns = Math.max(1, headers.length);
    const size = columns > 6 ? 7 : 8.5;
    const columnWidth = CONTENT_WIDTH / columns;
    const drawRow = (cells: string[], header: boolean) => {
      const lineHeight = this.font({ size, bold: header });
      const wrapped = Array.from({ length: columns }, (_, i) => this.wrap(cells[i] ?? '', columnWidth - 8));
      const maxLines = Math.floor((BOTTOM - MARGIN - 8) / lineHeight);
      const lines = Math.min(maxLines, Math.max(1, ...wrapped.map((w) => w.length)));
      const height = lines * lineHeight + 6;
      return { wrapped, lineHeight, height, lines };
    };
    const paint = (cells: string[], header: boolean) => {
      const row = drawRow(cells, header);
      row.wrapped.forEach((cellLines, i) => {
        const x = MARGIN + i * columnWidth;
        if (header) {
          this.doc.setFillColor(...HEAD_BG);
          this.doc.rect(x, this.y, columnWidth, row.height, 'F');
        }
        this.doc.setDrawColor(...RULE);
        this.doc.setLineWidth(0.5);
        this.doc.rect(x, this.y, columnWidth, row.height, 'S');
        cellLines.slice(0, row.lines).forEach((line, n) => {
          this.doc.text(line, x + 4, this.y + 3 + n * row.lineHeight + row.lineHeight * 0.18, { baseline: 'top' });
        });
      });
      this.y += row.height;
    };
    this.ensure(drawRow(headers, true).height * 2);
    paint(headers, true);
    for (const cells of rows) {
      const { height } = drawRow(cells, false);
      if (this.y + height > BOTTOM) {
        this.doc.addPage();
        this.y = MARGIN;
        paint(headers, true);
      }
      paint(cells, false);
    }
    this.y += 8;
  }
}

async function writeBlock(pager: Pager, block: Block, pictures: PdfPictures): Promise<void> {
  switch (block.kind) {
    case 'heading':
      pager.text(block.text, { size: Math.max(11, 17 - block.depth * 1.5), bold: true, after: 4 });
      return;
    case 'paragraph':
      pager.text(block.text, { after: 6 });
      return;
    case 'item':
      pager.text(`${block.marker} ${block.text}`, { indent: 12 + block.depth * 14, after: 2 });
      return;
    case 'quote':
      pager.text(block.text, { indent: 14, color: MUTED, after: 6 });
      return;
    case 'code':
      if (block.language) pager.text(block.language, { size: 7.5, color: MUTED, after: 1 });
      pager.text(block.text.replace(/\n$/, ''), { mono: true, size: 8.5, background: CODE_BG, after: 8 });
      return;
    case 'math':
      try {
        pager.image(await pictures.math(block.tex), CONTENT_WIDTH);
      } catch {
        pager.text(block.tex, { mono: true, size: 9, background: CODE_BG, after: 8 });
      }
      return;
    case 'table':
      if (block.title) pager.text(block.title, { bold: true, size: 9.5, after: 3 });
      pager.table(block.headers, block.rows);
      return;
    case 'chart':
      try {
        if (block.item.title) pager.text(block.item.title, { bold: true, size: 9.5, after: 2 });
        pager.image(await pictures.chart(block.item));
      } catch {
        pager.text(`[Chart${block.item.title ? `: ${block.item.title}` : ''} could not be drawn]`, { color: MUTED });
      }
      return;
    case 'image': {
      const source = imageSource(block.item);
      if (source?.startsWith('data:image/png') || source?.startsWith('data:image/jpeg')) {
        const probe = new Image();
        probe.src = source;
        await probe.decode().catch(() => undefined);
        pager.image({ dataUrl: source, width: probe.naturalWidth || 600, height: probe.naturalHeight || 400 });
      } else pager.text(`[Image${block.item.alt ? `: ${block.item.alt}` : ''}${source ? ` — ${source}` : ''}]`, { color: MUTED });
      return;
    }
    case 'rule':
      pager.rule();
      return;
  }
}

/** Builds the document; kept apart from saving so tests can read it. */
export async function conversationPdf(
  conversation: Conversation,
  messages: Message[],
  pictures: PdfPictures = { chart: chartImage, math: mathImage },
): Promise<JsPdf> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  await embedFonts(doc);
  const title = stripTitleStamp(conversation.title);
  doc.setProperties({ title, creator: 'AI Analyst' });
  const pager = new Pager(doc);
  pager.text(title, { size: 18, bold: true, after: 2 });
  pager.text(`Mode: ${modeLabel(conversation.qpn_mode)} · ${messages.length} messages · exported ${new Date().toLocaleString()}`, {
    size: 8.5,
    color: MUTED,
    after: 6,
  });
  for (const message of messages) {
    pager.rule();
    const isUser = message.message_type === 'user';
    pager.text(`${authorOf(message)} · ${new Date(message.created_at).toLocaleString()}`, {
      size: 9,
      bold: true,
      color: isUser ? ACCENT : MUTED,
      after: 4,
    });
    if (message.attachments?.length)
      pager.text(`Attached: ${message.attachments.join(', ')}`, { size: 8.5, color: MUTED, after: 4 });
    for (const block of toBlocks(message.content)) await writeBlock(pager, block, pictures);
    if (message.metadata?.stopped === true) pager.text('This reply was stopped.', { size: 8.5, color: MUTED });
  }
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    pager.font({ size: 7.5, color: MUTED });
    const footer = `${title} — page ${page} of ${pages}`;
    doc.text(doc.splitTextToSize(footer, CONTENT_WIDTH)[0] as string, MARGIN, PAGE_HEIGHT - 28, { baseline: 'top' });
  }
  return doc;
}
