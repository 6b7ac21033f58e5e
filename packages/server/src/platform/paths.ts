import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's root folder (the one holding drizzle/), found by walking up from this
 * module: it sits at src/platform/ in source and at dist/ once bundled, so a fixed relative path
 * would be right in only one of the two.
 */
export function serverPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@ai-analyst/server'
    )
      return dir;
    dir = path.dirname(dir);
  }
  throw new Error('The @ai-analyst/server package root was not found');
}
