// A message's Markdown as a flat list of blocks a paged document can lay out: headings,
// paragraphs, list items, quotes, code, display math, tables, charts and images. Inline markup
// becomes plain text (inline code and math keep their source; a link keeps its address).
import type { Nodes, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parseChart, parseImage, parseTable, type ChartItem, type ImageItem } from '../../../components/rich-content/types';

export type Block =
  | { kind: 'heading'; depth: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'item'; marker: string; depth: number; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'code'; language: string; text: string }
  | { kind: 'math'; tex: string }
  | { kind: 'table'; title?: string; headers: string[]; rows: string[][] }
  | { kind: 'chart'; item: ChartItem }
  | { kind: 'image'; item: ImageItem }
  | { kind: 'rule' };

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

/** The text of inline content. */
export function inlineText(node: Nodes): string {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'inlineCode':
      return node.value;
    case 'inlineMath':
      return node.value;
    case 'break':
      return '\n';
    case 'image':
      return node.alt ?? '';
    case 'link': {
      const text = node.children.map(inlineText).join('');
      return text && text !== node.url && !node.url.startsWith('/') ? `${text} (${node.url})` : text || node.url;
    }
    default:
      return 'children' in node ? (node.children as Nodes[]).map(inlineText).join('') : '';
  }
}

const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function fenced(language: string, body: string): Block {
  try {
    if (language === 'chart') return { kind: 'chart', item: parseChart(body) };
    if (language === 'table') {
      const table = parseTable(body);
      return {
        kind: 'table',
        title: table.metadata?.title,
        headers: table.headers.map(cellText),
        rows: table.rows.map((row) => table.headers.map((_, i) => cellText(row[i]))),
      };
    }
    if (language === 'image') return { kind: 'image', item: parseImage(body) };
    if (language === 'math') return { kind: 'math', tex: body };
  } catch {
    // A broken render item is shown as the code it is.
  }
  return { kind: 'code', language, text: body };
}

function collect(nodes: RootContent[], out: Block[], depth = 0): void {
  for (const node of nodes) {
    switch (node.type) {
      case 'heading':
        out.push({ kind: 'heading', depth: node.depth, text: inlineText(node) });
        break;
      case 'paragraph':
        out.push({ kind: 'paragraph', text: inlineText(node) });
        break;
      case 'blockquote':
        out.push({ kind: 'quote', text: node.children.map(inlineText).join('\n') });
        break;
      case 'list':
        node.children.forEach((item, index) => {
          const marker = item.checked === true ? '☑' : item.checked === false ? '☐' : node.ordered ? `${(node.start ?? 1) + index}.` : '•';
          const [first, ...rest] = item.children;
          out.push({ kind: 'item', marker, depth, text: first ? inlineText(first) : '' });
          collect(rest, out, depth + 1);
        });
        break;
      case 'code':
        out.push(fenced((node.lang ?? '').toLowerCase(), node.value));
        break;
      case 'math':
        out.push({ kind: 'math', tex: node.value });
        break;
      case 'table': {
        const [head, ...body] = node.children;
        out.push({
          kind: 'table',
          headers: head ? head.children.map(inlineText) : [],
          rows: body.map((row) => row.children.map(inlineText)),
        });
        break;
      }
      case 'thematicBreak':
        out.push({ kind: 'rule' });
        break;
      case 'html':
        out.push({ kind: 'paragraph', text: node.value });
        break;
      default:
        if ('children' in node) collect(node.children as RootContent[], out, depth);
    }
  }
}

export function toBlocks(markdown: string): Block[] {
  const tree = parser.parse(markdown) as Root;
  const blocks: Block[] = [];
  collect(tree.children, blocks);
  return blocks;
}
