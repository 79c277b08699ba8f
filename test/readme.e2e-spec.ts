import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CRUISE_LINES } from '@/database/seeds/demo';
import { BuiltServer, startBuiltServer } from './support/built-server';
import { checkedFetch } from './support/checked-http';

/**
 * README.md, executed. Every ```sh block of the README is one of the commands below, and each
 * runs here the way a reader runs it on a fresh machine: the built service (`npm start` is
 * `npm run build && npm run start:prod`; Jest's global setup has built it) on a new embedded
 * PostgreSQL with generated development secrets, then the curl block with the real curl and bash,
 * then `npm run user:create` joining that embedded server. `npm install` and `npm test` are what
 * CI itself runs (`.ci/run`), so they are checked to be the package's own scripts.
 */
const ROOT = join(__dirname, '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const README_BASE = 'http://localhost:3000';
const run = promisify(execFile);

function shellBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1].trim());
}

function jsonBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```json\n([\s\S]*?)^```$/gm)].map((m) => m[1].trim());
}

const blocks = shellBlocks(README);
const startBlock = blocks.find((b) => /^ADMIN_EMAIL=\S+ ADMIN_PASSWORD=.+ npm start$/.test(b));
const curlBlock = blocks.find((b) => b.startsWith('TOKEN=$(curl '));
const userCreateBlock = blocks.find((b) => b.startsWith('npm run user:create -- '));

/** `A=1 B='two words' cmd` → { A: '1', B: 'two words' } */
function envPrefix(command: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const m of command.matchAll(/([A-Z_]+)=('([^']*)'|(\S+))/g)) env[m[1]] = m[3] ?? m[4];
  return env;
}

describe('README.md', () => {
  let server: BuiltServer;
  let dataDir: string;

  beforeAll(async () => {
    if (!startBlock)
      throw new Error('README.md has no `ADMIN_EMAIL=… ADMIN_PASSWORD=… npm start` block');
    dataDir = mkdtempSync(join(tmpdir(), 'guide-readme-'));
    // A fresh machine: no DATABASE_URL, no REDIS_URL, no secrets; only what the README sets.
    server = await startBuiltServer(
      {
        ...envPrefix(startBlock),
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        JWT_SECRET: '',
        VAULT_MASTER_KEY: '',
      },
      120_000,
    );
  }, 150_000);

  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has only commands this test runs', () => {
    const known = new Set([
      'npm install && npm start',
      'npm install && npm test',
      startBlock,
      curlBlock,
      userCreateBlock,
    ]);
    expect(blocks.filter((b) => !known.has(b))).toEqual([]);
    expect(blocks).toContain('npm install && npm start');
    expect(blocks).toContain('npm install && npm test');
  });

  it('`npm start` and `npm test` are the package scripts the test and CI run', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe('npm run build && npm run start:prod');
    expect(pkg.scripts.test).toBe('jest');
    expect(readFileSync(join(ROOT, '.ci', 'run'), 'utf8')).toMatch(/npm test -- --ci/);
  });

  it('a fresh start serves the demo catalogue and Swagger UI', async () => {
    const lines = await checkedFetch(`${server.url}/api/v1/cruise-lines`).then(
      (r) => r.json() as Promise<{ total: number }>,
    );
    expect(lines.total).toBe(CRUISE_LINES.length);
    expect((await checkedFetch(`${server.url}/docs`)).status).toBe(200);
    expect((await checkedFetch(`${server.url}/docs-json`)).status).toBe(200);
  });

  it('the first request: log in, create, read, as the README shows', async () => {
    if (!curlBlock) throw new Error('README.md has no curl block starting with TOKEN=$(curl');
    const script = curlBlock.split(README_BASE).join(server.url);
    // One answer per line: curl prints the bodies as they come, without a newline after each.
    const newlineAfterEach = 'curl() { command curl "$@"; echo; }';
    const { stdout } = await run(
      'bash',
      ['-c', `set -euo pipefail\n${newlineAfterEach}\n${script}`],
      {
        env: { PATH: process.env.PATH ?? '' },
      },
    );
    const answers = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { data: Record<string, unknown> });
    expect(answers).toHaveLength(2);
    const [created, read] = answers;
    expect(created.data).toMatchObject({ name: 'Harbour Lights Cruises', slug: 'harbour-lights' });
    expect(read.data.id).toBe(created.data.id);

    const shown = jsonBlocks(README).find((b) => b.includes('"harbour-lights"'));
    if (!shown) throw new Error('README.md does not show the answer of the public read');
    const example = JSON.parse(shown) as { data: Record<string, unknown> };
    expect(Object.keys(read.data).sort()).toEqual(Object.keys(example.data).sort());
    for (const [field, value] of Object.entries(example.data))
      if (!['id', 'created_at', 'updated_at'].includes(field))
        expect(read.data[field]).toEqual(value);
  });

  it('`npm run user:create` joins the running embedded server, and the new user can log in', async () => {
    if (!userCreateBlock) throw new Error('README.md has no `npm run user:create` block');
    const args = [...userCreateBlock.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]);
    expect(args.slice(0, 3)).toEqual(['npm', 'run', 'user:create']);
    await run('npm', args.slice(1), {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATA_DIR: dataDir },
    });
    const email = args[args.indexOf('--email') + 1];
    const password = args[args.indexOf('--password') + 1];
    const login = await checkedFetch(`${server.url}/studio/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: email, password }),
    });
    expect(login.status).toBe(200);
  }, 120_000);
});
