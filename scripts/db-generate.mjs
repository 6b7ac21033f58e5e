// Regenerates the server's SQL migrations from its Drizzle schema (drizzle-kit).
// Until the first release every change regenerates one initial migration; after it, remove the
// `rm` below so that changes append migrations instead.
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const cwd = new URL('../packages/server/', import.meta.url).pathname;
rmSync(new URL('drizzle', new URL('../packages/server/', import.meta.url)), { recursive: true, force: true });
execSync('npx drizzle-kit generate --name init', { cwd, stdio: 'inherit' });
