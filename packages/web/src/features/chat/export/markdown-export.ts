// A conversation as one Markdown document: a title, then each message under its author and time.
// Text, code and math stay as written; a chart becomes its picture (an embedded PNG), a table
// item a Markdown table, an image item an embedded image.
import type { Conversation, Message } from '@ai-analyst/contract/chat-types';
import { parseChart, parseImage, parseTable } from '../../../components/rich-content/types';
import { imageSource } from '../../../components/rich-content/image-renderer';
import { modeLabel } from '../utils/modes';
import { stripTitleStamp } from '../utils/title';
import { authorOf } from './collect';
import { chartImage } from './render-images';

const FENCE = /^(`{3,}|~{3,})[ \t]*(chart|table|image)[ \t]*\n([\s\S]*?)\n\1[ \t]*$/gm;

/** A table cell on one line, with pipes escaped. */
const cell = (value: unknown) =>
  String(value ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, ' ');

export function markdownTable(headers: string[], rows: unknown[][]): string {
  const head = `| ${headers.map(cell).join(' | ')} |`;
  const rule = `| ${headers.map(() => '---').join(' | ')} |`;
  return [head, rule, ...rows.map((row) => `| ${headers.map((_, i) => cell(row[i])).join(' | ')} |`)].join('\n');
}

/** A message's Markdown with its render items turned into plain Markdown. */
export async function exportContent(
  content: string,
  drawChart: typeof chartImage = chartImage,
): Promise<string> {
  const replacements: Promise<string>[] = [];
  content.replace(FENCE, (whole, _fence: string, kind: string, body: string) => {
    replacements.push(
      (async () => {
        try {
          if (kind === 'table') {
            const table = parseTable(body);
            const caption = table.metadata?.title ? `**${table.metadata.title}**\n\n` : '';
            return `${caption}${markdownTable(table.headers, table.rows)}`;
          }
          if (kind === 'chart') {
            const chart = parseChart(body);
            const image = await drawChart(chart);
            return `![${chart.title ?? 'Chart'}](${image.dataUrl})`;
          }
          const image = parseImage(body);
          const source = imageSource(image);
          return source ? `![${image.alt ?? image.filename ?? 'Image'}](${source})` : whole;
        } catch {
          return whole;
        }
      })(),
    );
    return whole;
  });
  const done = await Promise.all(replacements);
  let index = 0;
  return content.replace(FENCE, () => done[index++] ?? '');
}

export async function conversationMarkdown(
  conversation: Conversation,
  messages: Message[],
  drawChart: typeof chartImage = chartImage,
): Promise<string> {
  const lines = [
    `# ${stripTitleStamp(conversation.title)}`,
    '',
    `_Mode: ${modeLabel(conversation.qpn_mode)} · ${messages.length} messages · exported ${new Date().toLocaleString()}_`,
    '',
  ];
  for (const message of messages) {
    lines.push('---', '', `### ${authorOf(message)} · ${new Date(message.created_at).toLocaleString()}`, '');
    if (message.attachments?.length) lines.push(`Attached: ${message.attachments.join(', ')}`, '');
    if (message.metadata?.stopped === true) lines.push('_This reply was stopped._', '');
    lines.push(await exportContent(message.content, drawChart), '');
  }
  return lines.join('\n');
}
