import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SANDBOX_CARDS } from '../../server/src/contracts/funds';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import { box, launchBrowser, overlaps, seriousViolations, signIn, until } from '../support/browser';
import { sandboxCard } from '../support/sandbox-card';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';
import { demoTrade } from '../support/trades';

/**
 * Money one click away and the small mends of issue 26, at 1280 and 390 px in both themes: Deposit in
 * the header and the navigation in demo mode, which switches to real and opens the deposit screen (as
 * /user/deposit itself does); a declined card shows only the red error; toasts clear of table headers and
 * balances, with a close mark that reads; a lower plan's button and the automated trader's words; the
 * earnings' empty state; the connection named apart from the trading mode. axe finds nothing serious.
 */
jest.setTimeout(300_000);

const SCREENS = join(tmpdir(), 'trading-screens');
const WIDTHS = [1280, 390] as const;

/** WCAG contrast ratio of two CSS rgb()/rgba() colours (the second opaque). */
function contrast(fg: string, bg: string): number {
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const [fr, fg2, fb, fa = 1] = parse(fg);
  const [br, bgG, bb] = parse(bg);
  const mix = (f: number, b: number) => f * fa + b * (1 - fa);
  const lum = (r: number, g: number, b: number) =>
    [r, g, b].map((v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const a = lum(mix(fr, br), mix(fg2, bgG), mix(fb, bb));
  const b = lum(br, bgG, bb);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

describe('money one click away, and the small mends', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;

  const mode = () => page.getByTestId('mode-toggle').getAttribute('data-mode');
  const shots = async (name: string) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(350);
      await page.screenshot({ path: join(SCREENS, `money-${name}-${page.viewportSize()?.width}-${colorScheme}.png`) });
    }
  };

  async function clientAt(width: number, usd = 0) {
    const client = await api.newClient('Mia', 'Money');
    if (usd > 0) {
      await api.call('/deposit/card', { method: 'POST', token: client.token, json: sandboxCard(usd) });
      await until('the card credit', async () => (await api.call<ApiEnvelope<{ balance: number }>>('/users/me', { token: client.token })).data.balance === usd);
    }
    await context?.close();
    context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, stack.url, client);
    await page.waitForURL('**/user/home');
    return client;
  }

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    stack = await startStack({ env: { CARD_REVIEW_LIMIT: '100000' } });
    api = stackApi(stack);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  describe.each(WIDTHS)('at %i px', (width) => {
    it('a demo client finds Deposit in the header and the navigation; it switches to real and opens the deposit screen, as /user/deposit does', async () => {
      await clientAt(width);
      expect(await mode()).toBe('demo');
      await page.getByTestId('header-deposit').waitFor();
      const nav = width === 390 ? page.getByTestId('bottom-nav-deposit') : page.getByTestId('nav-deposit');
      expect(await nav.isVisible()).toBe(true);
      // Only Deposit of the money screens in demo.
      expect(await page.locator('nav a[href="/user/withdraw-fund"]').count()).toBe(0);
      await shots('demo-header');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId('header-deposit').click();
      await page.waitForURL('**/user/deposit');
      await page.getByTestId('deposit-tile-card').waitFor();
      expect(await mode()).toBe('real');
      await shots('deposit-from-header');

      // Switching to demo on the deposit screen is a choice: home, as the other money screens do.
      await page.getByTestId('mode-toggle').click();
      await page.waitForURL('**/user/home');
      expect(await mode()).toBe('demo');

      // The navigation's Deposit does the same.
      await nav.click();
      await page.waitForURL('**/user/deposit');
      await page.getByTestId('deposit-tile-card').waitFor();
      expect(await mode()).toBe('real');

      // Visiting /user/deposit in demo mode switches to real instead of sending the client away.
      await page.getByTestId('mode-toggle').click();
      await page.waitForURL('**/user/home');
      await page.goto(`${stack.url}/user/deposit`);
      await page.getByTestId('deposit-tile-card').waitFor();
      expect(new URL(page.url()).pathname).toBe('/user/deposit');
      expect(await mode()).toBe('real');

      // The other money screens still send a demo client home.
      await page.getByTestId('mode-toggle').click();
      await page.goto(`${stack.url}/user/withdraw-fund`);
      await page.waitForURL('**/user/home');
    });

    it('a declined card shows the red error only, once; the form stays for another card', async () => {
      await clientAt(width);
      await page.getByTestId('header-deposit').click();
      await page.getByTestId('deposit-tile-card').click();
      await page.getByTestId('card-amount').fill('50');
      await page.getByTestId('card-number').fill(SANDBOX_CARDS.declines);
      await page.getByTestId('card-holder').fill('Mia Money');
      await page.getByTestId('card-month').selectOption('12');
      await page.getByTestId('card-year').selectOption(String(new Date().getUTCFullYear() + 2));
      await page.getByTestId('card-cvv').fill('123');
      await page.getByTestId('card-zip').fill('10001');
      await page.getByTestId('card-submit').click();

      const declined = page.locator('.Toastify__toast').filter({ hasText: 'Your card was declined' });
      await declined.first().waitFor();
      // The deposit's live event arrives too: still one toast, red; no green one.
      await page.waitForTimeout(1500);
      expect(await declined.count()).toBe(1);
      expect(await declined.getAttribute('class')).toContain('Toastify__toast--error');
      expect(await page.locator('.Toastify__toast--success').count()).toBe(0);
      expect(await page.getByTestId('card-submit').isVisible()).toBe(true);
      await declined.hover();
      await shots('card-declined');
    });

    it('toasts leave table headers and balances uncovered; their close mark reads in both themes', async () => {
      const client = await clientAt(width, 100);
      await page.getByTestId('header-deposit').click();
      await page.goto(`${stack.url}/user/deposit-log`);
      const head = page.locator('table thead').first();
      await head.waitFor();
      // A live event's toast while the table is on screen: a declined card paid from elsewhere.
      await api.call('/deposit/card', { method: 'POST', token: client.token, json: sandboxCard(20, SANDBOX_CARDS.declines) });
      const toast = page.locator('.Toastify__toast').filter({ hasText: 'failed' }).first();
      await toast.waitFor();
      await toast.hover(); // holds it (pauseOnHover)
      const toastBox = await box(toast);
      expect(overlaps(toastBox, await box(head))).toBe(false);
      expect(overlaps(toastBox, await box(page.locator('.page__title').first()))).toBe(false);
      for (const id of ['balance', 'demo-balance']) expect(overlaps(toastBox, await box(page.getByTestId(id)))).toBe(false);
      if (width === 390) expect(toastBox.y + toastBox.height).toBeLessThanOrEqual((await box(page.locator('.bottom-nav'))).y);

      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.waitForTimeout(400); // the close mark's colour transition (0.3 s)
        // The test's TypeScript has no DOM types: the page's own getComputedStyle, as a string.
        const [mark, background] = await page.evaluate<[string, string]>(
          `(() => { const t = [...document.querySelectorAll('.Toastify__toast')].find((el) => el.textContent.includes('failed'));
            return [getComputedStyle(t.querySelector('.Toastify__close-button')).color, getComputedStyle(t).backgroundColor]; })()`,
        );
        const closeBox = await box(toast.locator('.Toastify__close-button'));
        expect({ colorScheme, ratio: contrast(mark, background) >= 4.5, size: closeBox.width >= 24 && closeBox.height >= 24 }).toEqual({
          colorScheme,
          ratio: true,
          size: true,
        });
        await page.screenshot({ path: join(SCREENS, `money-toast-${width}-${colorScheme}.png`) });
      }
      expect(await seriousViolations(page)).toEqual([]);

      // On the trading screen a result's toast leaves Buy and Sell (docked at the bottom on a phone) and the balances free.
      await page.goto(`${stack.url}/user/home`);
      await page.getByTestId('trade-buy').waitFor();
      await api.call('/trading/submit', { method: 'POST', token: client.token, json: demoTrade({ duration: 2 }) });
      const result = page.locator('.Toastify__toast').filter({ hasText: 'BTC/USD Buy $10.00' }).first();
      await result.waitFor();
      await result.hover();
      const resultBox = await box(result);
      for (const id of ['trade-buy', 'trade-sell', 'balance', 'demo-balance']) {
        expect({ id, overlaps: overlaps(resultBox, await box(page.getByTestId(id))) }).toEqual({ id, overlaps: false });
      }
      await shots('toast-trading');
    });

    it('plans: the automated trader points to the plans above; a lower plan reads "Below your plan", disabled', async () => {
      const client = await clientAt(width, 8_000);
      await page.getByTestId('header-deposit').click();
      await page.goto(`${stack.url}/user/plan`);
      const needsPlan = page.getByTestId('ats-needs-plan');
      await needsPlan.waitFor();
      expect(await needsPlan.textContent()).toBe('The automated trader comes with a trading plan: choose one of the plans above to switch it on.');

      await api.call('/users/set-plan', { method: 'POST', token: client.token, json: { trading_plan: 'Gold-7600' } });
      await page.reload();
      const beginner = page.locator('[data-testid="plan-card"][data-plan="Beginner-3000"]').getByTestId('plan-button');
      await until('the plan to show', async () => (await beginner.textContent()) === 'Below your plan');
      expect(await beginner.isDisabled()).toBe(true);
      expect(await page.getByTestId('plan-button').allTextContents()).not.toContain('Nil');
      await page.locator('[data-testid="plan-card"][data-plan="Beginner-3000"]').scrollIntoViewIfNeeded();
      await shots('plans');
      expect(await seriousViolations(page)).toEqual([]);
    });

    it('earnings: an empty state in words, with the way to Quick Trading; the connection says Connected, the mode Trade Demo/Live', async () => {
      await clientAt(width);
      const connection = page.getByTestId('connection-status');
      await until('the connection', async () => (await connection.getAttribute('data-state')) === 'live');
      expect(await connection.textContent()).toBe('Connected');
      expect(await page.getByTestId('mode-toggle').textContent()).toBe('Trade Live');
      expect(await page.getByText('Live', { exact: true }).count()).toBe(0);

      await page.getByTestId('header-deposit').click();
      await page.goto(`${stack.url}/user/earnings`);
      const empty = page.getByTestId('earnings-empty');
      await empty.waitFor();
      expect(await empty.textContent()).toContain('No earnings yet');
      expect(await empty.textContent()).not.toContain('You have not Earned Yet.');
      await shots('earnings-empty');
      expect(await seriousViolations(page)).toEqual([]);
      await empty.getByRole('link', { name: 'Go to Quick Trading' }).click();
      await page.waitForURL('**/user/home');
    });
  });
});
