import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';
import { createUser } from './factories/users.factory';
import { ChromiumLaunch, findChromium } from './support/chromium';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Swagger UI in a real browser, headless, driven by playwright-core against the application
 * listening on a real port: Debian's Chromium when /usr/bin/chromium exists, otherwise the one in
 * the @sparticuz/chromium dev dependency (test/support/chromium.ts; TEST_CHROMIUM=npm forces it).
 * Either way `npm install && npm test` needs no system package, and the suite never skips.
 */
const SCREENSHOTS = join(__dirname, '..', 'test-output', 'swagger-ui');
const EMAIL = 'swagger.editor@example.com';
const PASSWORD = 'swagger-ui-password-1';
/** Each browser step; generous for a shared 2-core machine, far below the suite's budget. */
const STEP_MS = 15_000;

// The npm Chromium is unpacked on its first use (about 20 s on a busy machine).
jest.setTimeout(120_000);

describe('Swagger UI at /docs in Chromium', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;

  let chromiumUsed: ChromiumLaunch;

  beforeAll(async () => {
    chromiumUsed = findChromium();
    t = await createTestApp();
    await createUser(t, {
      email: EMAIL,
      password: PASSWORD,
      role: 'editor',
      fullName: 'Sam Swagger',
    });
    base = await t.listen();
    browser = await chromium.launch({
      executablePath: chromiumUsed.executablePath,
      args: chromiumUsed.args,
      env: chromiumUsed.env,
      headless: true,
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 1600 } });
    page.setDefaultTimeout(STEP_MS);
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('logs in through Authorize with e-mail and password and runs GET /studio/auth/me: 200 with the e-mail', async () => {
    const browserErrors: string[] = [];
    page.on('pageerror', (error) => browserErrors.push(error.message));

    await page.goto(`${base}/docs`);
    await page.locator('.information-container .title').waitFor();
    expect(await page.title()).toBe('Guide Platform API');

    // Authorize: the OAuth2 password flow posts the form to /studio/auth/login.
    await page.locator('.auth-wrapper button.authorize').click();
    // The OAuth2 scheme's box; its label stays when the inputs turn into the authorized summary.
    const oauth = page.locator('.auth-container', {
      has: page.locator('label[for="oauth_username"]'),
    });
    await oauth.locator('#oauth_username').fill(EMAIL);
    await oauth.locator('#oauth_password').fill(PASSWORD);
    const login = page.waitForResponse(
      (response) =>
        response.url() === `${base}/studio/auth/login` && response.request().method() === 'POST',
    );
    await oauth.locator('button.authorize').click();
    expect((await login).status()).toBe(200);
    await oauth.locator('button.authorize', { hasText: 'Logout' }).waitFor();
    await expect(oauth.locator('h6').textContent()).resolves.toBe('Authorized');
    await expect(
      oauth.locator('label[for="oauth_username"] + code').textContent(),
    ).resolves.toContain(EMAIL);
    await page.locator('.modal-ux button.close-modal').click();
    await page.locator('.auth-wrapper button.authorize.locked').waitFor();

    // GET /studio/auth/me: expand, Try it out, Execute.
    const operation = page.locator('.opblock-get', {
      has: page.locator('.opblock-summary-path[data-path="/studio/auth/me"]'),
    });
    await operation.locator('.opblock-summary').first().click();
    await operation.locator('button.try-out__btn').click();
    const me = page.waitForResponse(
      (response) =>
        response.url() === `${base}/studio/auth/me` && response.request().method() === 'GET',
    );
    await operation.locator('button.execute').click();
    expect((await me).status()).toBe(200);

    const live = operation.locator('.live-responses-table .response');
    await expect(live.locator('.response-col_status').first().textContent()).resolves.toBe('200');
    const body = live
      .locator('.response-col_description .microlight, .response-col_description pre')
      .first();
    await body.waitFor();
    await expect(body.textContent()).resolves.toContain(`"email": "${EMAIL}"`);
    // The curl line Swagger UI shows carries the bearer token it obtained.
    await expect(operation.locator('.curl-command').textContent()).resolves.toContain(
      'Authorization: Bearer ',
    );

    mkdirSync(SCREENSHOTS, { recursive: true });
    // The operation with its live response, and the locked Authorize button at the top of the page.
    await operation.screenshot({ path: join(SCREENSHOTS, 'studio-auth-me.png') });
    await page.locator('.information-container').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'authorized.png') });
    expect(browserErrors).toEqual([]);
  });
});
