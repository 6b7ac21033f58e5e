import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is an embedded database: only one process may open DATA_DIR/db at a time. The server
 * holds this lock file while it runs; the admin CLI refuses to open the database while a live
 * process holds it.
 */
const LOCK_FILE = 'server.pid';

function holder(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(dataDir: string, purpose: string): () => void {
  const pid = holder(dataDir);
  if (pid !== undefined) {
    throw new Error(
      `Another process (pid ${pid}) is using the embedded database in ${dataDir}; stop it before running ${purpose}.`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
    } catch {
      // already gone
    }
  };
}
