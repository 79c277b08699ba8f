import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const ENTRY = join(ROOT, 'dist', 'main.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The multi-instance and fault suites run the built service (`node dist/main.js`), so
 * `npm test` builds first when dist/ is missing or older than the sources it is built from.
 */
export function ensureBuilt(): void {
  const built = existsSync(ENTRY) ? statSync(ENTRY).mtimeMs : 0;
  const sources = Math.max(newestSource(join(ROOT, 'src')), newestSource(join(ROOT, 'migrations')));
  if (built >= sources) return;
  process.stdout.write('\ndist/ is missing or older than src/: running npm run build first\n');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}
