import { useEffect, useMemo, useState } from 'react';
import { CopyButton } from './copy-button';
import { highlightLines, isKnownLanguage, loadLanguage } from './highlight';
import { RenderBoundary } from './render-error';

export interface CodeBlockProps {
  code: string;
  language?: string;
  showLineNumbers?: boolean;
  /** 1-based line numbers to emphasise. */
  highlightLines?: number[];
}

function CodeBlockInner({
  code,
  language,
  showLineNumbers = false,
  highlightLines: marked = [],
}: CodeBlockProps) {
  const text = code.replace(/\n$/, '');
  // The code shows plain at once, and highlighted when its language has been fetched.
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    let cancelled = false;
    if (!isKnownLanguage(language))
      void loadLanguage(language).then(
        (known) => !cancelled && known && setLoaded((n) => n + 1),
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `loaded` re-runs it once the language is there
  const lines = useMemo(() => highlightLines(text, language), [text, language, loaded]);
  const markedSet = new Set(marked);
  return (
    <figure className="rc-code">
      <figcaption className="rc-code-bar">
        <span className="rc-code-lang">{language || 'text'}</span>
        <CopyButton text={text} />
      </figcaption>
      <pre className={`rc-code-pre hljs${showLineNumbers ? ' with-numbers' : ''}`}>
        <code>
          {lines.map((html, index) => (
            <span
              key={index}
              className={`rc-code-line${markedSet.has(index + 1) ? ' is-marked' : ''}`}
              data-line={index + 1}
            >
              {showLineNumbers && (
                <span className="rc-code-num" aria-hidden>
                  {index + 1}
                </span>
              )}
              {/* highlight.js output: escaped text and <span class> tags only. */}
              <span className="rc-code-text" dangerouslySetInnerHTML={{ __html: html || ' ' }} />
            </span>
          ))}
        </code>
      </pre>
    </figure>
  );
}

/** A code block with highlighting, a language label, optional line numbers and marked lines, and copy. */
export function CodeBlock(props: CodeBlockProps) {
  return (
    <RenderBoundary message="Failed to render code with syntax highlighting">
      <CodeBlockInner {...props} />
    </RenderBoundary>
  );
}

/** Reads `{1,3-5}` and `showLineNumbers` from a fence's info string. */
export function parseCodeMeta(meta: string | undefined): {
  showLineNumbers: boolean;
  highlightLines: number[];
} {
  const result = { showLineNumbers: false, highlightLines: [] as number[] };
  if (!meta) return result;
  result.showLineNumbers = /\b(showLineNumbers|lineNumbers|line-numbers)\b/.test(meta);
  const braces = /\{([\d,\s-]+)\}/.exec(meta);
  for (const part of braces?.[1]?.split(',') ?? []) {
    const [from, to] = part.trim().split('-').map(Number);
    if (from === undefined || !Number.isInteger(from)) continue;
    const end = to !== undefined && Number.isInteger(to) ? Math.min(to, from + 1000) : from;
    for (let n = from; n <= end; n += 1) result.highlightLines.push(n);
  }
  return result;
}
