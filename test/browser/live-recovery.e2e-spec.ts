import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { TradeDto } from '../../server/src/contracts/trading';
import type { MissedEventsDto } from '../../server/src/contracts/events';
import { launchBrowser, seriousViolations, signIn, until } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';

/**
 * DESIGN "Live events" in a real browser: a client's short demo trade settles while the page is
 * offline; back online, the header's indicator goes Reconnecting… then Live and the result appears in
 * the recent trades and the history without a reload (recovered from the user's event log).
 */
jest.setTimeout(180_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');
const DURATION = 5;
const INDICATOR = `document.querySelector('[data-testid="connection-status"]')`;

describe('live events recovered after the connection drops', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await startStack({ durations: `${DURATION},60` });
    api = stackApi(stack);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  for (const width of [1280, 390]) {
    describe(`at ${width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `live-recovery-${name}-${width}.png`) });
      const indicator = () => page.getByTestId('connection-status');
      const state = async () => (await indicator().getAttribute('data-state')) ?? '';

      beforeAll(async () => {
        context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
        page = await context.newPage();
        page.setDefaultTimeout(15_000);
      });
      afterAll(() => context?.close());

      it('a trade settled while offline shows its result once back, the indicator going Reconnecting… then Connected', async () => {
        const client = await api.newClient('Lin', 'Wu');
        await signIn(page, stack.url, client);
        const toggle = page.getByTestId('mode-toggle');
        await toggle.waitFor();
        if ((await toggle.getAttribute('data-mode')) !== 'demo') await toggle.click();
        await page.locator('[data-testid="mode-toggle"][data-mode="demo"]').waitFor();
        await page.getByTestId('live-price').filter({ hasText: /\d/ }).waitFor();

        // Live, small and readable in the header.
        await until('the indicator to show Connected', async () => (await state()) === 'live');
        expect(await indicator().textContent()).toBe('Connected');
        expect(await indicator().getAttribute('role')).toBe('status');
        const box = (await indicator().boundingBox())!;
        expect(box.height).toBeLessThan(32);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(await page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth')).toBe(false);
        expect(await seriousViolations(page, INDICATOR)).toEqual([]);
        await shot('live');

        // Every state the indicator takes from now on, in order (no page reload: the list would be lost).
        await page.evaluate(`(() => {
          const el = document.querySelector('[data-testid="connection-status"]');
          window.__states = [el.dataset.state];
          new MutationObserver(() => { if (window.__states.at(-1) !== el.dataset.state) window.__states.push(el.dataset.state); })
            .observe(el, { attributes: true, attributeFilter: ['data-state'] });
        })()`);

        // A short demo trade through the form, then the network goes away before it expires.
        await page.getByTestId('trade-duration').selectOption(String(DURATION));
        await page.getByTestId('trade-amount').fill('10');
        await page.getByTestId('trade-buy').click();
        const opened = page.getByTestId('open-position').first();
        await opened.waitFor({ timeout: 5_000 });
        const tradeId = Number(await opened.getAttribute('data-trade-id'));
        const openRow = page.locator(`[data-testid="open-position"][data-trade-id="${tradeId}"]`);
        await context.setOffline(true);

        // The socket really dropped: the indicator says so, before the trade settles.
        await until('the indicator to leave Live', async () => (await state()) !== 'live', 5_000);
        const trades = async () => (await api.call<ApiEnvelope<TradeDto[]>>('/trading?mode=demo', { token: client.token })).data;
        expect((await trades()).find((t) => t.trade_id === tradeId)!.status).toBe('Pending');
        expect(await seriousViolations(page, INDICATOR)).toEqual([]);
        await shot('offline');

        // It settles on the server meanwhile; the page still shows it open.
        await until('the trade to settle on the server', async () => (await trades()).find((t) => t.trade_id === tradeId)!.status !== 'Pending', 20_000);
        const settled = (await trades()).find((t) => t.trade_id === tradeId)!;
        expect(await openRow.count()).toBe(1);
        expect(await state()).not.toBe('live');

        // Back online: the page asks for what it missed, and the recovered result goes through the live handlers (its toast).
        const recovery = page.waitForResponse((res) => res.url().includes(`/api/realtime/events?after=`) && res.status() === 200, { timeout: 30_000 });
        await context.setOffline(false);
        await until('the indicator to show Reconnecting…', async () => (await page.evaluate<string[]>('window.__states')).includes('reconnecting'), 10_000);
        if ((await state()) === 'reconnecting') {
          expect(await indicator().textContent()).toBe('Reconnecting…');
          expect(await page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth')).toBe(false);
          await shot('reconnecting');
        }
        await until('the indicator to show Live again', async () => (await state()) === 'live', 20_000);
        const states = await page.evaluate<string[]>('window.__states');
        expect(states[0]).toBe('live');
        expect(states.at(-1)).toBe('live');
        expect(states.indexOf('reconnecting')).toBeGreaterThan(0);

        // The result arrives without a reload (the observer's list survived): out of the open positions, into the results and the history.
        const expected = settled.status === 'Pending' ? 'never' : settled.status;
        const missed = (await (await recovery).json()) as ApiEnvelope<MissedEventsDto>;
        expect(missed.data.complete).toBe(true);
        expect(missed.data.events.map((e) => e.event)).toContain('trade:settled');
        await page
          .getByTestId('toast')
          .filter({ hasText: / won\. | lost\. | draw| void/ })
          .first()
          .waitFor({ timeout: 10_000 });
        await page
          .locator(`[data-testid="recent-trade"][data-trade-id="${tradeId}"] [data-testid="trade-status"]`)
          .filter({ hasText: expected })
          .waitFor({ timeout: 10_000 });
        expect(await openRow.count()).toBe(0);
        await shot('recovered');
        await page.locator('a[href="/user/trade-history"]:visible').first().click();
        await page.waitForURL('**/user/trade-history');
        await page.getByTestId('trade-history-row').first().getByTestId('trade-status').filter({ hasText: expected }).waitFor();
        expect((await page.evaluate<string[]>('window.__states')).at(-1)).toBe('live');
      });
    });
  }
});
