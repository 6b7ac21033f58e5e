/**
 * Prints the gzip size of the JavaScript each route loads first (before lazily loaded chunks),
 * read from the Vite build's manifest, and what the chat page fetches on demand: the markdown
 * renderer of a message, and the chart library for its first chart. Budgets: landing ≤ 150 KB,
 * chat ≤ 300 KB, markdown renderer ≤ 120 KB, chart library for the first chart ≤ 400 KB.
 *
 *   npm run bench:web
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const dist = path.resolve(new URL('.', import.meta.url).pathname, '../../packages/web/dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No Vite manifest: build the web app with `build.manifest: true` first (npm run build -w @ai-analyst/web).');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** The chunk and its static imports, transitively: what the browser must load before running it. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipSize = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');

/** Route → its lazily loaded route module (src/app/routes/*), which it needs on first paint. */
const routes: { route: string; page: RegExp; budgetKb: number }[] = [
  { route: '/ (landing)', page: /^src\/app\/routes\/landing\.tsx$/, budgetKb: 150 },
  { route: '/login', page: /^src\/app\/routes\/login\.tsx$/, budgetKb: 150 },
  { route: '/chat', page: /^src\/app\/routes\/chat\.tsx$/, budgetKb: 300 },
  { route: '/files', page: /^src\/app\/routes\/files\.tsx$/, budgetKb: 300 },
  { route: '/admin', page: /^src\/app\/routes\/admin\.tsx$/, budgetKb: 300 },
];

const rows: string[][] = [];
for (const { route, page, budgetKb } of routes) {
  const files = staticClosure(entryKey);
  const pageKey = Object.keys(manifest).find((k) => page.test(k) && manifest[k]?.isDynamicEntry);
  if (pageKey) staticClosure(pageKey, files);
  const bytes = [...files].reduce((sum, key) => sum + (manifest[key]?.file.endsWith('.js') ? gzipSize(manifest[key]!.file) : 0), 0);
  const kb = bytes / 1024;
  if (!pageKey) throw new Error(`no lazily loaded chunk for ${route}: update the route patterns`);
  rows.push([route, pageKey, kb.toFixed(1), String(budgetKb), kb <= budgetKb ? 'ok' : 'OVER']);
}
/** The JavaScript a lazily loaded module adds on top of what is already loaded. */
function lazyRow(label: string, pattern: RegExp, budgetKb: number, loaded: Set<string>): Set<string> {
  const key = Object.keys(manifest).find((k) => pattern.test(k) && manifest[k]?.isDynamicEntry);
  if (!key) throw new Error(`no lazily loaded chunk for ${label}: update the pattern`);
  const added = [...staticClosure(key)].filter((k) => !loaded.has(k));
  const bytes = added.reduce((sum, k) => sum + (manifest[k]?.file.endsWith('.js') ? gzipSize(manifest[k]!.file) : 0), 0);
  const kb = bytes / 1024;
  rows.push([label, key, kb.toFixed(1), String(budgetKb), kb <= budgetKb ? 'ok' : 'OVER']);
  return new Set([...loaded, ...added]);
}

const chatPage = [...Object.keys(manifest)].find((k) => /^src\/app\/routes\/chat\.tsx$/.test(k))!;
const chatLoaded = staticClosure(chatPage, staticClosure(entryKey));
const withRenderer = lazyRow('+ markdown renderer', /markdown-renderer\.tsx$/, 120, chatLoaded);
lazyRow('+ first chart (Plotly)', /plotly[^/]*\/plotly-basic\.min\.js$/, 400, withRenderer);

const header = ['route', 'page chunk', 'first-load JS (KB gzip)', 'budget KB', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));
if (rows.some((row) => row[4] === 'OVER')) process.exitCode = 1;
