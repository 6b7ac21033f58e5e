// Bundles the server (and the workspace packages it imports: contract, engine) into
// packages/server/dist/main.js and cli.js. Third-party packages stay external and load from node_modules.
import { copyFile } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('../packages/server/', import.meta.url).pathname;

/** Marks every bare import external except our own workspace packages, which are TypeScript sources. */
const externalizeDependencies = {
  name: 'externalize-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@ai-analyst/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: { main: `${root}src/main.ts`, cli: `${root}src/cli/admin.ts` },
  outdir: `${root}dist`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [externalizeDependencies],
  logLevel: 'warning',
});
// The spreadsheet converter runs as a worker thread from a file of its own, found beside the bundle.
await copyFile(new URL('../packages/engine/src/data/xlsx-worker.mjs', import.meta.url), `${root}dist/xlsx-worker.mjs`);
console.log('server bundled into packages/server/dist');
