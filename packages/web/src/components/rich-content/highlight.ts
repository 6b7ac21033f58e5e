// highlight.js, fetched on demand: the core with the first code block, and each language with the
// first block written in it, so replies without code (or in one language) pay for nothing more.
import type { HLJSApi, LanguageFn } from 'highlight.js';

type Loader = () => Promise<{ default: LanguageFn }>;

/** The languages an analytics assistant writes, by the name highlight.js registers them under. */
const LANGUAGES: Record<string, Loader> = {
  bash: () => import('highlight.js/lib/languages/bash'),
  css: () => import('highlight.js/lib/languages/css'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  python: () => import('highlight.js/lib/languages/python'),
  r: () => import('highlight.js/lib/languages/r'),
  sql: () => import('highlight.js/lib/languages/sql'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
};

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  js: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  html: 'xml',
  svg: 'xml',
  yml: 'yaml',
  md: 'markdown',
};

/** The registered name of a fence's language, or undefined when it is not one we highlight. */
export function languageName(language?: string): string | undefined {
  if (!language) return undefined;
  const lower = language.toLowerCase();
  const name = ALIASES[lower] ?? lower;
  return name in LANGUAGES ? name : undefined;
}

let core: HLJSApi | null = null;
let corePromise: Promise<HLJSApi> | null = null;
const pending = new Map<string, Promise<boolean>>();

/**
 * Fetches highlight.js and the language, once; resolves true when the language can then be
 * highlighted synchronously by highlightLines, false when it is not one we highlight.
 */
export function loadLanguage(language?: string): Promise<boolean> {
  const name = languageName(language);
  if (!name) return Promise.resolve(false);
  if (core?.getLanguage(name)) return Promise.resolve(true);
  let promise = pending.get(name);
  if (!promise) {
    corePromise ??= import('highlight.js/lib/core').then((m) => (core = m.default));
    promise = Promise.all([corePromise, LANGUAGES[name]!()]).then(([hljs, module]) => {
      hljs.registerLanguage(name, module.default);
      return true;
    });
    promise.catch(() => pending.delete(name));
    pending.set(name, promise);
  }
  return promise;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Whether the language has been loaded (else highlightLines shows the code plain). */
export function isKnownLanguage(language?: string): boolean {
  const name = languageName(language);
  return Boolean(name && core?.getLanguage(name));
}

/**
 * Highlights code and returns one HTML string per line; code in a language not (yet) loaded is
 * escaped and shown plain. highlight.js escapes the code and only emits `<span class>` tags;
 * spans that cross a line break are closed at its end and reopened on the next line, so each
 * line can carry its own number and highlight.
 */
export function highlightLines(code: string, language?: string): string[] {
  const name = languageName(language);
  const html = name && core?.getLanguage(name) ? core.highlight(code, { language: name, ignoreIllegals: true }).value : escapeHtml(code);
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  const tag = /<span[^>]*>|<\/span>|\n/g;
  let last = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    current += html.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[0] === '\n') {
      lines.push(current + '</span>'.repeat(open.length));
      current = open.join('');
    } else if (m[0] === '</span>') {
      open.pop();
      current += m[0];
    } else {
      open.push(m[0]);
      current += m[0];
    }
  }
  current += html.slice(last);
  lines.push(current);
  return lines;
}
