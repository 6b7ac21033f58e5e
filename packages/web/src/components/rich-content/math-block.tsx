import { useEffect, useState } from 'react';
import type KatexModule from 'katex';
import { RenderError } from './render-error';

type Katex = typeof KatexModule;

let katex: Katex | null = null;
let katexPromise: Promise<Katex> | null = null;
/** KaTeX and its stylesheet are fetched with the first expression a message shows. */
export function loadKatex(): Promise<Katex> {
  katexPromise ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([module]) => (katex = module.default),
  );
  katexPromise.catch(() => (katexPromise = null));
  return katexPromise;
}

/**
 * A TeX expression drawn with KaTeX, inline or in display mode. Until KaTeX has loaded the
 * source is shown as it is.
 */
export function MathBlock({ content, displayMode = false }: { content: string; displayMode?: boolean }) {
  const tex = content.trim();
  const [, setLoaded] = useState(Boolean(katex));
  useEffect(() => {
    let cancelled = false;
    if (!katex && tex) void loadKatex().then(() => !cancelled && setLoaded(true), () => undefined);
    return () => {
      cancelled = true;
    };
  }, [tex]);
  if (!tex) return <RenderError message="Empty math expression" />;
  const Tag = displayMode ? 'div' : 'span';
  const className = displayMode ? 'rc-math rc-math-display' : 'rc-math';
  if (!katex)
    return (
      <Tag className={`${className} rc-math-pending`} aria-busy="true">
        {tex}
      </Tag>
    );
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
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
