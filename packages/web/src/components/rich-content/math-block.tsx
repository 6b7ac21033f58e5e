import katex from 'katex';
import 'katex/dist/katex.min.css';
import { RenderError } from './render-error';

/** A TeX expression drawn with KaTeX, inline or in display mode (spec §2, §8). */
export function MathBlock({ content, displayMode = false }: { content: string; displayMode?: boolean }) {
  const tex = content.trim();
  if (!tex) return <RenderError message="Empty math expression" />;
  let html: string;
  try {
    // KaTeX escapes its input; trust is off, so \href and \url cannot inject links to scripts.
    html = katex.renderToString(tex, { displayMode, throwOnError: true, trust: false, strict: 'ignore' });
  } catch (error) {
    return (
      <RenderError
        message="Failed to render mathematical expression"
        detail={error instanceof Error ? error.message : undefined}
      />
    );
  }
  const Tag = displayMode ? 'div' : 'span';
  return (
    <Tag
      className={displayMode ? 'rc-math rc-math-display' : 'rc-math'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
