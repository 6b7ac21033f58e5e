// The light entry of the rich-content renderers: it draws plain text at once and swaps in the
// full markdown renderer (markdown, highlight.js, KaTeX, Plotly on demand) when its chunk has
// loaded, so pages that use it do not pay for those libraries on first load.
import { lazy, Suspense } from 'react';
import type { MarkdownRendererProps } from './markdown-renderer';
import './rich-content.css';

const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

/** Starts fetching the renderer chunk early, e.g. when a conversation opens. */
export function preloadRichContent(): void {
  void import('./markdown-renderer');
}

/** Rich content of a message: markdown with GFM, code, math, charts, tables and images. */
export function RichContent(props: MarkdownRendererProps) {
  return (
    <Suspense fallback={<div className="rc-plain">{props.content}</div>}>
      <MarkdownRenderer {...props} />
    </Suspense>
  );
}
