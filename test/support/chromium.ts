import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/** Per checkout, so parallel checkouts never unpack into each other's files. */
const NPM_CHROMIUM_DIR = join(
  __dirname,
  '..',
  '..',
  'node_modules',
  '.cache',
  'sparticuz-chromium',
);

export interface ChromiumLaunch {
  /** Where the browser comes from, for messages. */
  source: 'system' | 'npm';
  executablePath: string;
  args: string[];
  env?: Record<string, string>;
}

/**
 * The Chromium for browser tests: Debian's at /usr/bin/chromium when it is installed, otherwise the
 * one shipped inside the `@sparticuz/chromium` npm package (a dev dependency, so `npm install` is
 * enough on a bare machine). TEST_CHROMIUM=npm or =system forces one.
 *
 * The npm build is unpacked on first use (about 20 s) with the NSS libraries that come with it, so
 * it needs nothing from the system but glibc. The package is an ES module, which Jest's module
 * system cannot import: a plain node process unpacks it and reports where.
 */
export function findChromium(): ChromiumLaunch {
  const wanted = process.env.TEST_CHROMIUM ?? (existsSync(SYSTEM_CHROMIUM) ? 'system' : 'npm');
  if (wanted === 'system') {
    if (!existsSync(SYSTEM_CHROMIUM))
      throw new Error(`TEST_CHROMIUM=system, but ${SYSTEM_CHROMIUM} is missing.`);
    return { source: 'system', executablePath: SYSTEM_CHROMIUM, args: [] };
  }
  if (wanted !== 'npm')
    throw new Error(`TEST_CHROMIUM must be 'system' or 'npm', not '${wanted}'.`);
  mkdirSync(NPM_CHROMIUM_DIR, { recursive: true });
  const unpack = `
    const { dirname, join } = require('node:path');
    import('@sparticuz/chromium').then(async ({ default: chromium, inflate }) => {
      const bin = join(dirname(require.resolve('@sparticuz/chromium')), '..', 'bin');
      const executablePath = await chromium.executablePath();
      const libraries = join(await inflate(join(bin, 'al2023.tar.br')), 'lib');
      process.stdout.write(JSON.stringify({ executablePath, libraries, args: chromium.args }));
    });`;
  const found = JSON.parse(
    execFileSync(process.execPath, ['-e', unpack], {
      cwd: join(__dirname, '..', '..'),
      env: { ...process.env, TMPDIR: NPM_CHROMIUM_DIR },
      encoding: 'utf8',
      timeout: 120_000,
    }),
  ) as { executablePath: string; libraries: string; args: string[] };
  // The package's fonts.conf looks for its fonts in /tmp/fonts, where they are unpacked only
  // without the TMPDIR above; with no font at all, Chromium aborts at start. Point at ours.
  const fontConfig = join(NPM_CHROMIUM_DIR, 'fontconfig');
  mkdirSync(fontConfig, { recursive: true });
  writeFileSync(
    join(fontConfig, 'fonts.conf'),
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${join(NPM_CHROMIUM_DIR, 'fonts', 'fonts')}</dir>
  <cachedir>${join(fontConfig, 'cache')}</cachedir>
</fontconfig>
`,
  );
  return {
    source: 'npm',
    executablePath: found.executablePath,
    // Playwright sets its own headless mode.
    args: found.args.filter((arg) => !arg.startsWith('--headless')),
    env: {
      ...(process.env as Record<string, string>),
      LD_LIBRARY_PATH: [found.libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      FONTCONFIG_PATH: fontConfig,
    },
  };
}
