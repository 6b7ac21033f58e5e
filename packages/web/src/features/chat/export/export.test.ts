import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '@ai-analyst/contract/chat-types';
import { toBlocks } from './blocks';
import { exportFileName } from './collect';
import { conversationMarkdown, exportContent, markdownTable } from './markdown-export';
import { conversationPdf } from './pdf-export';

const conversation = { id: 'c1', title: 'Q1 review: Zürich & Kraków 2025-01-31 14:05', qpn_mode: 'tool_enhanced' } as Conversation;
const message = (id: string, type: 'user' | 'assistant', content: string, extra: Partial<Message> = {}): Message =>
  ({
    id,
    conversation: 'c1',
    user: type === 'user' ? { id: 'u1' } : null,
    content,
    message_type: type,
    created_at: '2025-01-31T14:06:00Z',
    edited_at: null,
    qpn_mode: 'tool_enhanced',
    processing_time: null,
    metadata: type === 'assistant' ? { model: 'analyst' } : {},
    attachments: [],
    parent_id: null,
    branch: { index: 1, count: 1, sibling_ids: [id] },
    ...extra,
  }) as Message;

const chart = '```chart\n' + JSON.stringify({ type: 'chart', chartType: 'bar', title: 'Sales', data: { labels: ['a'], datasets: [{ label: 's', data: [1] }] } }) + '\n```';
const table = '```table\n' + JSON.stringify({ type: 'table', headers: ['city', 'sales | net'], rows: [['Zürich', 1200], ['Kraków', null]] }) + '\n```';
const pictures = {
  chart: vi.fn(async () => ({ dataUrl: PIXEL, width: 720, height: 400 })),
  math: vi.fn(async () => ({ dataUrl: PIXEL, width: 200, height: 40 })),
};
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

afterEach(() => vi.unstubAllGlobals());

describe('markdown export', () => {
  it('turns table items into Markdown tables and charts into embedded pictures, leaving the rest as written', async () => {
    const content = ['Revenue grew **12 %** in $Q_1$.', table, chart, '```sql\nSELECT 1;\n```', '$$\nx^2\n$$'].join('\n\n');
    const out = await exportContent(content, pictures.chart);
    expect(out).toContain('| city | sales \\| net |\n| --- | --- |\n| Zürich | 1200 |\n| Kraków |  |');
    expect(out).toContain(`![Sales](${PIXEL})`);
    expect(out).toContain('```sql\nSELECT 1;\n```');
    expect(out).toContain('$$\nx^2\n$$');
    expect(out).not.toContain('```chart');
  });

  it('keeps a broken render item as the block it was', async () => {
    expect(await exportContent('```chart\n{nope\n```', pictures.chart)).toBe('```chart\n{nope\n```');
  });

  it('heads each message with its author and time, and marks a stopped reply', async () => {
    const md = await conversationMarkdown(
      conversation,
      [message('m1', 'user', 'Hello — ¿qué tal? Привет'), message('m2', 'assistant', 'Partial', { metadata: { model: 'analyst', stopped: true } })],
      pictures.chart,
    );
    expect(md.startsWith('# Q1 review: Zürich & Kraków\n')).toBe(true);
    expect(md).toContain('### You · ');
    expect(md).toContain('Hello — ¿qué tal? Привет');
    expect(md).toContain('### Assistant (analyst) · ');
    expect(md).toContain('_This reply was stopped._');
  });

  it('escapes pipes and line breaks in cells', () => {
    expect(markdownTable(['a'], [['x|y\nz']])).toBe('| a |\n| --- |\n| x\\|y z |');
  });

  it('names the file after the title', () => {
    expect(exportFileName(conversation, 'pdf')).toBe('Q1 review Zürich Kraków 2025-01-31 14 05.pdf');
    expect(exportFileName({ title: '///' }, 'md')).toBe('conversation.md');
  });
});

describe('blocks of a message', () => {
  it('reads headings, lists, code, math, GFM tables and render items', () => {
    const blocks = toBlocks(['# Title', '- one\n- two', '1. first', '```py\nprint(1)\n```', '$$\na+b\n$$', '| a | b |\n|---|---|\n| 1 | 2 |', chart, table, '[docs](https://x.test)'].join('\n\n'));
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'item', 'item', 'item', 'code', 'math', 'table', 'chart', 'table', 'paragraph']);
    expect(blocks[6]).toEqual({ kind: 'table', headers: ['a', 'b'], rows: [['1', '2']] });
    expect(blocks[8]).toMatchObject({ headers: ['city', 'sales | net'], rows: [['Zürich', '1200'], ['Kraków', '']] });
    expect(blocks[9]).toEqual({ kind: 'paragraph', text: 'docs (https://x.test)' });
  });
});

describe('PDF export', () => {
  it('paginates a long conversation with embedded Unicode fonts, tables, code, charts and math', async () => {
    const root = path.resolve(__dirname, '../../../../../..');
    vi.stubGlobal('fetch', async (url: string) => {
      const file = path.join(root, 'node_modules/dejavu-fonts-ttf/ttf', path.basename(String(url).split('?')[0]!));
      return new Response(fs.readFileSync(file));
    });
    pictures.chart.mockClear();
    pictures.math.mockClear();
    const messages: Message[] = [];
    for (let i = 0; i < 30; i += 1) {
      messages.push(message(`u${i}`, 'user', `Question ${i}: Zürich – Ωmega – Привет – ≤ ≥ € → ✓`));
      messages.push(message(`a${i}`, 'assistant', [`## Answer ${i}`, table, chart, '```sql\nSELECT city, SUM(sales)\nFROM t GROUP BY 1;\n```', '$$\n\\frac{a}{b}\n$$'].join('\n\n')));
    }
    const doc = await conversationPdf(conversation, messages, pictures);
    expect(doc.getNumberOfPages()).toBeGreaterThan(10);
    const pdf = doc.output();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('/BaseFont /DejaVuSans');
    expect(pdf).toContain('/BaseFont /DejaVuSansMono');
    expect(pictures.chart).toHaveBeenCalledTimes(30);
    expect(pictures.math).toHaveBeenCalledTimes(30);
  });
});
