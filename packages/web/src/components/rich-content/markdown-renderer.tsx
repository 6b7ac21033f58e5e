// The markdown of assistant messages: GFM, math, highlighted code, and the
// fenced ```chart, ```table and ```image render items. Raw HTML is shown as text unless
// allowHTML is set, and even then it is sanitized. This module is heavy (markdown, highlight.js,
// KaTeX) and is only ever loaded lazily, through rich-content.tsx.
import { useMemo, type ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import type { Element, ElementContent } from 'hast';
import type { Root } from 'mdast';
import { isApiLink } from './api-download';
import { ApiDownloadLink } from './api-link';
import { ChartRenderer } from './chart-renderer';
import { ChoicesRenderer } from './choices';
import { CodeBlock, parseCodeMeta } from './code-block';
import { ImageRenderer } from './image-renderer';
import { MathBlock } from './math-block';
import { RenderBoundary, RenderError } from './render-error';
import { TableRenderer } from './table-renderer';
import { parseChart, parseChoices, parseImage, parseTable, type RendererOptions } from './types';

export interface MarkdownRendererProps extends RendererOptions {
  content: string;
  /** While a reply streams, an unfinished render item shows a placeholder instead of an error. */
  streaming?: boolean;
}

/** Turns raw HTML nodes into text, so markup in a message is shown, never run. */
function remarkHtmlAsText() {
  return (tree: Root) => {
    const visit = (node: { type: string; value?: string; children?: unknown[] }) => {
      if (node.type === 'html') node.type = 'text';
      for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
    };
    visit(tree as unknown as { type: string; children?: unknown[] });
  };
}

const sanitizeSchema = {
  ...defaultSchema,
  attributes: { ...defaultSchema.attributes, code: [...(defaultSchema.attributes?.code ?? []), 'className'] },
};

function textOf(nodes: ElementContent[]): string {
  return nodes
    .map((n) => (n.type === 'text' ? n.value : n.type === 'element' ? textOf(n.children) : ''))
    .join('');
}

function classesOf(element: Element): string[] {
  const value: unknown = element.properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(' ') : [];
}

/** A fenced block: a render item by its language, display math, or highlighted code. */
function FencedBlock({ element, streaming }: { element: Element; streaming: boolean }): ReactNode {
  const code = element.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  if (!code) return <pre>{textOf(element.children)}</pre>;
  const classes = classesOf(code);
  const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
  const text = textOf(code.children);
  if (classes.includes('math-display')) return <MathBlock content={text} displayMode />;
  const item = (kind: 'chart' | 'table' | 'image', failure: string) => {
    try {
      if (kind === 'chart') return <ChartRenderer item={parseChart(text)} />;
      if (kind === 'table') return <TableRenderer item={parseTable(text)} />;
      return <ImageRenderer item={parseImage(text)} />;
    } catch {
      return streaming ? <p className="rc-note">Preparing {kind}...</p> : <RenderError message={failure} />;
    }
  };
  if (language === 'chart') return item('chart', 'Failed to render chart');
  if (language === 'table') return item('table', 'Failed to render table');
  if (language === 'image') return item('image', 'Failed to render image');
  if (language === 'choices') {
    try {
      return <ChoicesRenderer item={parseChoices(text)} />;
    } catch {
      return streaming ? null : <RenderError message="Failed to render choices" />;
    }
  }
  if (language === 'math') return <MathBlock content={text} displayMode />;
  const meta = (code.data as { meta?: string } | undefined)?.meta;
  return <CodeBlock code={text} language={language} {...parseCodeMeta(meta)} />;
}

export default function MarkdownRenderer({
  content,
  enableGFM = true,
  allowHTML = false,
  streaming = false,
}: MarkdownRendererProps) {
  const components = useMemo<Components>(
    () => ({
      pre: ({ node }) => (node ? <FencedBlock element={node} streaming={streaming} /> : null),
      code: ({ node, children }) => {
        if (node && classesOf(node).includes('math-inline'))
          return <MathBlock content={textOf(node.children)} />;
        return <code className="rc-inline-code">{children}</code>;
      },
      a: ({ href, children }) =>
        // A link within the page (an "Open report" link) stays in this tab.
        href?.startsWith('#') ? (
          <a href={href}>{children}</a>
        ) : isApiLink(href) ? (
          <ApiDownloadLink href={href}>{children}</ApiDownloadLink>
        ) : (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        ),
      table: ({ children }) => (
        <div className="rc-md-table">
          <table>{children}</table>
        </div>
      ),
    }),
    [streaming],
  );
  const remarkPlugins = enableGFM ? [remarkGfm, remarkMath] : [remarkMath];
  return (
    <RenderBoundary message="Failed to render markdown content">
      <div className="rc-markdown">
        <ReactMarkdown
          remarkPlugins={allowHTML ? remarkPlugins : [...remarkPlugins, remarkHtmlAsText]}
          rehypePlugins={allowHTML ? [rehypeRaw, [rehypeSanitize, sanitizeSchema]] : []}
          components={components}
        >
          {content}
        </ReactMarkdown>
      </div>
    </RenderBoundary>
  );
}
