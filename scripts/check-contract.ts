import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportOpenApi, OPENAPI_FILE } from '@/cli/export-openapi';
import { CLIENT_TYPES_FILE, clientTypes } from './generate-client';

/** Where two texts part, with a few lines of each, to show what changed. */
function firstDifference(committed: string, fresh: string): string {
  const a = committed.split('\n');
  const b = fresh.split('\n');
  let line = 0;
  while (line < Math.max(a.length, b.length) && a[line] === b[line]) line += 1;
  const show = (lines: string[]) =>
    lines
      .slice(line, line + 4)
      .map((text) => `    ${text}`)
      .join('\n');
  return `  first difference at line ${line + 1}\n  committed:\n${show(a)}\n  now:\n${show(b)}`;
}

/**
 * `npm run client:check` (CI): exports the document and generates the client types again, into a
 * temporary folder, and fails when the committed openapi/openapi.json or client/api-types.ts
 * differs from them.
 */
async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'contract-check-'));
  try {
    const freshDocument = join(dir, 'openapi.json');
    await exportOpenApi(freshDocument);
    const stale: string[] = [];
    const compare = (file: string, fresh: string) => {
      let committed = '';
      try {
        committed = readFileSync(file, 'utf8');
      } catch {
        stale.push(`${file} is missing`);
        return;
      }
      if (committed !== fresh) stale.push(`${file} is stale\n${firstDifference(committed, fresh)}`);
    };
    compare(OPENAPI_FILE, readFileSync(freshDocument, 'utf8'));
    compare(CLIENT_TYPES_FILE, await clientTypes(freshDocument));
    if (stale.length > 0) {
      console.error(
        `${stale.join('\n')}\nRun \`npm run openapi:export && npm run client:generate\` and commit both files.`,
      );
      process.exit(1);
    }
    console.log(`${OPENAPI_FILE} and ${CLIENT_TYPES_FILE} are up to date.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
