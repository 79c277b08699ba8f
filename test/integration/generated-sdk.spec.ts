import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportOpenApi } from '@/cli/export-openapi';
import { OPERATION_VERBS } from '@/common/swagger/operation-ids';

/**
 * The SDK a front-end team generates, tried as they would: the application's OpenAPI document
 * (as `npm run openapi:export` writes it) through @hey-api/openapi-ts into a temporary folder,
 * then `tsc --strict --noEmit` over the generated client and the example of docs/api-guide.md
 * ("A typed SDK with @hey-api/openapi-ts"). The generator reads the exported file: no network.
 */
const ROOT = join(__dirname, '..', '..');
const GENERATOR = join(ROOT, 'node_modules', '@hey-api', 'openapi-ts', 'bin', 'run.js');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const GUIDE = join(ROOT, 'docs', 'api-guide.md');

const VERB_FIRST_CAMEL_CASE = new RegExp(`^(?:${OPERATION_VERBS.join('|')})(?:[A-Z][a-z0-9]*)*$`);

/** What a front end's tsconfig.json holds: strict, a bundler's resolution, the DOM's types. */
const FRONT_END_TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    lib: ['es2022', 'dom', 'dom.iterable'],
    types: [],
  },
  include: ['api/**/*.ts', 'example.ts'],
};

type Operations = Record<string, Record<string, { operationId?: string }>>;

/** Runs node with `args` in `cwd`: its exit code and everything it printed. */
function node(args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}`.trim() });
      },
    );
  });
}

/** The guide's TypeScript example that imports the generated SDK (from './api'). */
function guideExamples(): string[] {
  const blocks = readFileSync(GUIDE, 'utf8').split('\n```ts\n').slice(1);
  return blocks
    .map((block) => block.split('\n```')[0])
    .filter((code) => /from '\.\/api'/.test(code));
}

describe('the SDK that @hey-api/openapi-ts generates from the OpenAPI document', () => {
  let dir: string;
  let operationIds: Array<[string, string | undefined]>;
  let generated: { code: number; output: string };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'generated-sdk-'));
    const documentFile = join(dir, 'openapi.json');
    await exportOpenApi(documentFile);
    const paths = (JSON.parse(readFileSync(documentFile, 'utf8')) as { paths: Operations }).paths;
    operationIds = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]): [string, string | undefined] => [
        `${method.toUpperCase()} ${path}`,
        operation.operationId,
      ]),
    );
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(FRONT_END_TSCONFIG, null, 2));
    generated = await node(
      [
        GENERATOR,
        '--input',
        documentFile,
        '--output',
        join(dir, 'api'),
        '--client',
        '@hey-api/client-fetch',
        '--plugins',
        '@hey-api/typescript',
        '@hey-api/sdk',
        '--no-log-file',
        '--silent',
      ],
      dir,
    );
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives every operation a unique, verb-first camelCase operationId named after no controller', () => {
    expect(operationIds.length).toBeGreaterThanOrEqual(150);
    const wrong = operationIds.filter(
      ([, id]) => !id || id.includes('Controller') || !VERB_FIRST_CAMEL_CASE.test(id),
    );
    expect(wrong).toEqual([]);
    const seen = new Map<string, string>();
    const repeated = operationIds.filter(([route, id]) => {
      if (id === undefined) return false;
      if (seen.has(id)) return true;
      seen.set(id, route);
      return false;
    });
    expect(repeated).toEqual([]);
  });

  it('names each SDK function after its operationId: listShips, getShip, listStudioShips, createShip', () => {
    expect(generated).toEqual({ code: 0, output: '' });
    const sdk = readFileSync(join(dir, 'api', 'sdk.gen.ts'), 'utf8');
    const functions = [...sdk.matchAll(/^export const (\w+) = /gm)].map((match) => match[1]);
    expect(functions.sort()).toEqual(operationIds.map(([, id]) => id).sort());
    expect(functions).toEqual(
      expect.arrayContaining(['listShips', 'getShip', 'listStudioShips', 'createShip']),
    );
  });

  it('compiles, with the api guide example, under tsc --strict --noEmit', async () => {
    expect(generated.code).toBe(0);
    const examples = guideExamples();
    expect(examples).toHaveLength(1);
    writeFileSync(join(dir, 'example.ts'), examples[0]);
    const compiled = await node([TSC, '--project', join(dir, 'tsconfig.json')], dir);
    expect(compiled).toEqual({ code: 0, output: '' });
  }, 120_000);
});
