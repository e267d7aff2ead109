import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { enrolledAccount, fetchPost, nextCode, signInWithTwoFactor } from './two-factor';

/** Debian's Chromium (apt-get install chromium); never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Root needs --no-sandbox; the rest keeps Chromium off the network (updates, sync, QUIC probes) and
 * off the GPU, which this machine does not have.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless Chromium for the browser tests. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** Fills and sends the sign-up form; resolves on the profile step it leads to (the onboarding session is kept in the tab, not the URL). */
export async function signUp(page: Page, baseUrl: string, who: { firstname: string; lastname: string; email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/auth/signup`);
  await page.getByTestId('signup-firstname').fill(who.firstname);
  await page.getByTestId('signup-lastname').fill(who.lastname);
  await page.getByTestId('signup-email').fill(who.email);
  await page.getByTestId('signup-password').fill(who.password);
  await page.getByTestId('signup-confirm-password').fill(who.password);
  await page.getByTestId('signup-terms').check();
  await page.getByTestId('signup-submit').click();
  await page.waitForURL('**/auth/complete-profile');
}

/**
 * Signs in through the form; resolves once the app has left the sign-in page. An account with two-factor
 * sign-in on (enrolled by this test process, see two-factor.ts) gets its code typed in the second step.
 */
export async function signIn(page: Page, baseUrl: string, who: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/auth/signin`);
  await page.getByTestId('signin-email').fill(who.email);
  await page.getByTestId('signin-password').fill(who.password);
  await page.getByTestId('signin-submit').click();
  const codeField = page.getByTestId('signin-code');
  await until('the sign-in to finish or ask for a code', async () => !new URL(page.url()).pathname.startsWith('/auth/') || (await codeField.isVisible()));
  if (await codeField.isVisible()) {
    const account = enrolledAccount(who.email);
    if (!account) throw new Error(`${who.email} asks for a code this test process cannot compute`);
    await codeField.fill(await nextCode(account));
    await page.getByTestId('signin-code-submit').click();
  }
  await page.waitForURL((u) => !u.pathname.startsWith('/auth/'));
}

/**
 * Signs a staff member or admin in through the form: enrolled in two-factor sign-in through the API
 * first when they are not (no back-office route answers them before), then the code step.
 */
export async function signInStaff(page: Page, baseUrl: string, who: { email: string; password: string }): Promise<void> {
  if (!enrolledAccount(who.email)) await signInWithTwoFactor(fetchPost(baseUrl), who);
  await signIn(page, baseUrl, who);
}

/** Polls until `check` holds (the app's CSP forbids the eval that waitForFunction needs). */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const AXE_SOURCE = () => readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical findings, as "rule: targets" lines, over `context` (an axe context
 * expression: the whole document by default). Injected through DevTools: the CSP refuses inline scripts.
 */
export async function seriousViolations(page: Page, context = 'document'): Promise<string[]> {
  // A dialog still fading in reads as low contrast: wait (2 s at most: live prices flash for ever on
  // some pages) for every finite animation and transition to end before axe looks, as a loaded
  // machine draws them late. A spinner's animation runs for ever and is not waited for.
  const settled = "document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)";
  await page.waitForFunction(settled, undefined, { timeout: 2000 }).catch(() => undefined);
  await page.evaluate(AXE_SOURCE());
  const violations = await page.evaluate<{ id: string; impact: string | null; nodes: { target: string[] }[] }[]>(
    `axe.run(${context}, { resultTypes: ['violations'] }).then((r) => r.violations)`,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Where an element is drawn, in the viewport's pixels. */
export type Box = { x: number; y: number; width: number; height: number };

export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element not rendered');
  return found;
}

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
