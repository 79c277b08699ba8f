import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TRANSLATIONS } from '@/database/seeds/demo/translations.data';
import { attractionOf } from '../tools/upstream-simulator/simulator-data';
import { createApiClient } from './factories/api-clients.factory';
import { createCruiseLine } from './factories/cruise.factory';
import { createAttraction, createThemePark } from './factories/parks.factory';
import { createUser } from './factories/users.factory';
import { checkedFetch, contractViolationOf } from './support/checked-http';
import { createTestApp, TestApp } from './support/test-app';
import { startUpstreamSimulator, UpstreamSimulator } from './support/upstream';

/**
 * docs/api-guide.md, executed: every ```sh block whose first line is `curl` runs with the real curl
 * binary against the application listening on a port, in the guide's order, and must answer the
 * status (and problem `code`, and headers) of its `# expect:` line. The guide's shell variables
 * ($API, $TOKEN, $API_KEY, $SERVER_KEY, ...) are set in the environment, as a reader sets them.
 *
 * An HTML comment right above a block, `<!-- guide-test: ... -->`, tells this test about it:
 * - `spend the leads budget first`: post leads until the per-IP budget is used up.
 */
const GUIDE = join(__dirname, '..', 'docs', 'api-guide.md');

const KNOWN_DIRECTIVES = new Set(['spend the leads budget first']);

const MAGIC_KINGDOM = '75ea578a-adc8-4116-a54d-dccb60765ef9';
const ADMIN = { email: 'guide.admin@example.com', password: 'guide admin password' };
const EDITOR = { email: 'guide.editor@example.com', password: 'guide editor password' };

interface Example {
  /** 1-based line of the block's first command line in the guide. */
  line: number;
  section: string;
  command: string;
  status: number;
  code?: string;
  /** Headers the answer must carry: name, and the exact value when the guide gives one. */
  headers: Array<{ name: string; value?: string }>;
  directive?: string;
}

const EXPECT_LINE = /^# expect: (\d{3})(?: ([A-Z][A-Z_]+))?(?: with (.+))?$/;

/** The guide's curl examples, or the reasons a block cannot be one. */
function parseGuide(markdown: string): { examples: Example[]; problems: string[] } {
  const lines = markdown.split('\n');
  const examples: Example[] = [];
  const problems: string[] = [];
  let section = '(top)';
  for (let i = 0; i < lines.length; i += 1) {
    if (lines[i].startsWith('## ')) section = lines[i].slice(3).trim();
    if (lines[i] !== '```sh') continue;
    const start = i + 1;
    const body: string[] = [];
    for (i = start; i < lines.length && lines[i] !== '```'; i += 1) body.push(lines[i]);
    if (!body[0]?.startsWith('curl ')) continue;

    const where = `docs/api-guide.md:${start + 1}`;
    if (body.some((l) => l.startsWith('```'))) {
      problems.push(`${where}: the block is not closed before the next one opens`);
      continue;
    }
    const expects = body.filter((l) => l.startsWith('# expect'));
    const match = expects.length === 1 ? EXPECT_LINE.exec(expects[0]) : null;
    if (!match) {
      problems.push(
        `${where}: a curl example needs exactly one '# expect: <status> [CODE] [with ...]' line`,
      );
      continue;
    }
    const comment = /^<!-- guide-test: (.+) -->$/.exec(lines[start - 2] ?? '');
    const directive = comment?.[1];
    if (directive !== undefined && !KNOWN_DIRECTIVES.has(directive))
      problems.push(`${where}: unknown directive '${directive}'`);
    const status = Number(match[1]);
    if (status >= 400 && !match[2]) problems.push(`${where}: an error example names its code`);
    examples.push({
      line: start + 1,
      section,
      command: body.filter((l) => !l.startsWith('#')).join('\n'),
      status,
      code: match[2],
      headers: (match[3] ?? '')
        .split(' and ')
        .filter(Boolean)
        .map((h) => {
          const colon = h.indexOf(': ');
          return colon < 0 ? { name: h } : { name: h.slice(0, colon), value: h.slice(colon + 2) };
        }),
      directive,
    });
  }
  return { examples, problems };
}

/** The header block of the final answer in a `curl --dump-header` file. */
function lastHeaders(dump: string): Map<string, string> {
  const blocks = dump.split(/\r?\n\r?\n/).filter((b) => b.startsWith('HTTP/'));
  const headers = new Map<string, string>();
  for (const line of (blocks.at(-1) ?? '').split(/\r?\n/).slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** `Authentication: POST /studio/auth/login → 200 (line 50)`: what the example calls and answers. */
function title(example: Example): string {
  const method = /-X (\w+)/.exec(example.command)?.[1] ?? 'GET';
  const path = /"\$API([^"?]*)/.exec(example.command)?.[1] ?? '?';
  const answer = [example.status, example.code].filter(Boolean).join(' ');
  return `${example.section}: ${method} ${path} → ${answer} (line ${example.line})`;
}

const run = promisify(execFile);
const { examples, problems } = parseGuide(readFileSync(GUIDE, 'utf8'));

jest.setTimeout(60_000);

describe('docs/api-guide.md: the curl examples against the running application', () => {
  let t: TestApp;
  let sim: UpstreamSimulator;
  let base: string;
  let apiKey: string;
  let serverKey: string;
  let work: string;
  /** The previous example's ETag: the guide's $ETAG. */
  let lastEtag: string | undefined;

  beforeAll(async () => {
    sim = await startUpstreamSimulator();
    t = await createTestApp({ env: { UPSTREAM_URL: sim.url } });
    work = mkdtempSync(join(tmpdir(), 'guide-curl-'));

    // The records the guide's examples name (slugs of the demo catalogue).
    await createUser(t, { ...ADMIN, role: 'admin', fullName: 'Guide Admin' });
    await createUser(t, { ...EDITOR, role: 'editor', fullName: 'Guide Editor' });
    for (const [slug, name] of [
      ['carnival', 'Carnival Cruise Line'],
      ['celebrity-cruises', 'Celebrity Cruises'],
      ['royal-caribbean', 'Royal Caribbean International'],
    ])
      await createCruiseLine(t, { slug, name });
    const park = await createThemePark(t, {
      slug: 'magic-kingdom',
      name: 'Magic Kingdom Park',
      upstreamEntityId: MAGIC_KINGDOM,
    });
    await createAttraction(t, park, {
      slug: 'space-mountain',
      name: 'Space Mountain',
      upstreamEntityId: attractionOf(MAGIC_KINGDOM, 'standby-single').id,
    });
    // Its German text, as the demo catalogue has it (before anything is read and cached).
    await t.dataSource.query(`UPDATE attractions SET translations = $1 WHERE slug = $2`, [
      { de: TRANSLATIONS.attractions['space-mountain'].de },
      'space-mountain',
    ]);
    ({ rawKey: apiKey } = await createApiClient(t, {
      name: 'Guide partner',
      allowed_domains: ['app.example.com'],
    }));
    ({ rawKey: serverKey } = await createApiClient(t, { name: 'Guide renderer', kind: 'server' }));

    base = await t.listen();
  });

  afterAll(async () => {
    await t?.close();
    await sim?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  async function login(user: { email: string; password: string }) {
    const response = await checkedFetch(`${base}/studio/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: user.email, password: user.password }),
    });
    if (response.status !== 200) throw new Error(`login of ${user.email}: ${response.status}`);
    return (await response.json()) as { access_token: string; refresh_token: string };
  }

  /** What a reader has set by the time they reach the example. */
  async function variablesFor(command: string): Promise<Record<string, string>> {
    const vars: Record<string, string> = {
      API: base,
      EMAIL: ADMIN.email,
      PASSWORD: ADMIN.password,
      API_KEY: apiKey,
      SERVER_KEY: serverKey,
    };
    if (/\$(TOKEN|REFRESH_TOKEN)\b/.test(command)) {
      // A fresh session for each example, so the logout example ends only its own.
      const tokens = await login(ADMIN);
      vars.TOKEN = tokens.access_token;
      vars.REFRESH_TOKEN = tokens.refresh_token;
    }
    if (command.includes('$EDITOR_TOKEN')) vars.EDITOR_TOKEN = (await login(EDITOR)).access_token;
    if (lastEtag !== undefined) vars.ETAG = lastEtag;
    return vars;
  }

  async function spendLeadsBudget() {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await checkedFetch(`${base}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Budget',
          email: `budget${attempt}@example.com`,
          trip_interests: ['x'],
        }),
      });
      if (response.headers.get('x-ratelimit-remaining') === '0') return;
    }
    throw new Error('the leads budget did not run out');
  }

  it('finds the curl examples, each with its expected status', () => {
    expect(problems).toEqual([]);
    expect(examples.length).toBeGreaterThanOrEqual(20);
    // Every section of the guide is proven by at least one example.
    expect(new Set(examples.map((e) => e.section))).toEqual(
      new Set([
        'Authentication',
        'Pagination',
        'Filters and references',
        'Related records in one request',
        "Content in the reader's language",
        'Errors',
        'Rate limits',
        'API keys',
        'Search',
        'Live data',
        'Images',
        'ETags and caching',
        'Previews',
        'Typed calls with the generated client',
      ]),
    );
  });

  it.each(examples.map((e) => [title(e), e]))('%s', async (_title, example) => {
    if (example.directive === 'spend the leads budget first') await spendLeadsBudget();
    const bodyFile = join(work, 'body');
    const headerFile = join(work, 'headers');
    rmSync(bodyFile, { force: true });
    rmSync(headerFile, { force: true });
    // `curl` is the real binary; the wrapper only records the answer for the checks below.
    const script = [
      'set -eu',
      `curl() { command curl --disable --silent --show-error --noproxy '*' --max-time 20 ` +
        `--dump-header "$GUIDE_HEADERS" --output "$GUIDE_BODY" --write-out '%{http_code} %{method} %{url_effective}' "$@"; }`,
      example.command,
    ].join('\n');
    const { stdout } = await run('bash', ['-c', script], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: work,
        GUIDE_HEADERS: headerFile,
        GUIDE_BODY: bodyFile,
        ...(await variablesFor(example.command)),
      },
      timeout: 30_000,
    });
    const [status, method, url] = stdout.split(' ');
    const headers = lastHeaders(readFileSync(headerFile, 'utf8'));
    const raw = example.status === 304 ? '' : readFileSync(bodyFile, 'utf8');
    // With `curl -i` the body file holds the headers too: the body follows the last blank line.
    const body = raw.startsWith('HTTP/') ? (raw.split(/\r?\n\r?\n/).at(-1) ?? '') : raw;
    lastEtag = headers.get('etag');

    expect({ status: Number(status), body }).toEqual({
      status: example.status,
      body: expect.any(String),
    });
    if (example.status >= 400) {
      expect(headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(body)).toEqual(
        expect.objectContaining({ status: example.status, code: example.code }),
      );
    }
    for (const { name, value } of example.headers) {
      const actual = headers.get(name.toLowerCase());
      expect({ [name]: actual }).toEqual({ [name]: value ?? expect.any(String) });
    }
    if (example.status === 304) expect(readFileSync(bodyFile, 'utf8')).not.toMatch(/\{/);
    // The answer keeps the OpenAPI document, as every answer of the e2e suite must.
    const answer = new Response([204, 304].includes(Number(status)) ? null : body, {
      status: Number(status),
      headers: [...headers],
    });
    expect(await contractViolationOf(url, method, answer)).toBeNull();
  });
});
