import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_RESET_MESSAGES } from '../../server/src/contracts/demo-reset';
import { launchBrowser, seriousViolations, signIn, until } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';
import { demoTrade } from '../support/trades';

/**
 * The profile's settings, at 1280 and 390 px in both themes: the demo balance reset with its
 * confirmation (back to 10,000.00 from below and from above, the header following; refused while a
 * demo trade is open), and the trade alerts kept in this browser (a sound on a result, a browser
 * notification on settlement, permission asked only when turned on). axe finds nothing serious.
 */
jest.setTimeout(300_000);

const SCREENS = join(tmpdir(), 'trading-screens');

/** Records notifications and oscillators the page makes (the test cannot hear or see the desktop). */
const RECORDER = `
  window.__notes = [];
  window.__tones = 0;
  const Real = window.Notification;
  if (Real) {
    const Recorded = function (title, options) { window.__notes.push({ title, body: options && options.body, tag: options && options.tag }); };
    Object.defineProperty(Recorded, 'permission', { get: () => window.__permission || Real.permission });
    Recorded.requestPermission = (...args) => Real.requestPermission(...args);
    window.Notification = Recorded;
  }
  if (window.AudioContext) {
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function () { window.__tones++; return create.call(this); };
  }
`;

describe('profile settings: demo reset and trade alerts', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;

  const shots = async (name: string) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(350);
      await page.screenshot({ path: join(SCREENS, `settings-${name}-${page.viewportSize()?.width}-${colorScheme}.png`) });
    }
  };
  const text = async (testId: string) => (await page.getByTestId(testId).textContent())?.trim();

  /** Moves a client's demo balance by `cents` through the ledger's own transfer function (as another test's trades would). */
  async function moveDemo(userId: string, cents: number): Promise<void> {
    const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    try {
      const account = (await db.query(`SELECT id FROM ledger_accounts WHERE owner_id = $1 AND kind = 'user' AND mode = 'demo'`, [userId])).rows[0].id;
      const house = (await db.query(`SELECT id FROM ledger_accounts WHERE owner_id IS NULL AND kind = 'house' AND mode = 'demo'`)).rows[0].id;
      const [debit, credit] = cents > 0 ? [house, account] : [account, house];
      await db.query(`SELECT * FROM ledger_apply_transfers(ARRAY[$1]::bigint[], ARRAY[$2]::bigint[], ARRAY[$3]::bigint[], ARRAY['test_move'], ARRAY[$4])`, [
        debit,
        credit,
        Math.abs(cents),
        `test:${userId}:move:${Date.now()}`,
      ]);
    } finally {
      await db.end();
    }
  }

  async function clientAt(width: number, opts: { notifications?: boolean } = {}) {
    const client = await api.newClient('Sam', 'Settings');
    await context?.close();
    context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
    if (opts.notifications) await context.grantPermissions(['notifications'], { origin: stack.url });
    await context.addInitScript(RECORDER);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, stack.url, client);
    await page.waitForURL('**/user/home');
    return client;
  }

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    stack = await startStack();
    api = stackApi(stack);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  describe.each([1280, 390])('at %i px', (width) => {
    it('resets the demo balance to $10,000.00 after a confirmation, from below and from above; refused while a demo trade is open', async () => {
      const client = await clientAt(width);
      await moveDemo(client.id, -123_456);
      await page.goto(`${stack.url}/user/edit-profile`);
      await until('the lowered balance', async () => (await text('demo-reset-balance')) === '$8,765.44');
      await page.getByTestId('demo-reset-panel').scrollIntoViewIfNeeded();
      await shots('demo-reset');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId('demo-reset').click();
      await page.waitForTimeout(600); // the dialog's fade-in, for the picture
      expect(await text('demo-reset-confirm-text')).toBe('Your demo balance goes from $8,765.44 back to $10,000.00. Real money is not touched.');
      await shots('demo-reset-confirm');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('demo-reset-confirm-button').click();
      await page.getByTestId('toast').filter({ hasText: DEMO_RESET_MESSAGES.done }).first().waitFor();
      await until('the header to follow', async () => (await text('demo-balance')) === '$10,000.00');
      expect(await text('demo-reset-balance')).toBe('$10,000.00');
      expect(await page.getByTestId('demo-reset').isDisabled()).toBe(true);

      await moveDemo(client.id, 50_000);
      await page.reload();
      await until('the raised balance', async () => (await text('demo-reset-balance')) === '$10,500.00');
      await page.getByTestId('demo-reset').click();
      await page.getByTestId('demo-reset-confirm-button').click();
      await until('back to the start from above', async () => (await text('demo-balance')) === '$10,000.00');

      // An open demo trade: the server refuses, the client reads why.
      await api.call('/trading/submit', { method: 'POST', token: client.token, json: demoTrade({ duration: 60, amount: 25 }) });
      await until('the stake off the demo balance', async () => (await text('demo-reset-balance')) === '$9,975.00');
      await page.getByTestId('demo-reset').click();
      await page.getByTestId('demo-reset-confirm-button').click();
      await page.getByTestId('toast').filter({ hasText: DEMO_RESET_MESSAGES.openTrades }).first().waitFor();
      expect(await text('demo-balance')).toBe('$9,975.00');
    });

    it('turns on a sound and browser notifications, kept in this browser; a settled trade plays and notifies', async () => {
      const client = await clientAt(width, { notifications: true });
      await page.goto(`${stack.url}/user/edit-profile`);
      const sound = page.getByTestId('alert-sound');
      const notifications = page.getByTestId('alert-notifications');
      await page.getByTestId('alert-settings').scrollIntoViewIfNeeded();
      expect(await sound.isChecked()).toBe(false);
      expect(await notifications.isChecked()).toBe(false);

      await sound.click();
      expect(await sound.isChecked()).toBe(true);
      // A sample of the sound plays as it is turned on.
      await until('the sample tone', async () => (await page.evaluate<number>('window.__tones')) > 0);
      await notifications.click();
      await until('notifications on', () => notifications.isChecked());
      await shots('alerts-on');
      expect(await seriousViolations(page)).toEqual([]);

      // Kept in this browser.
      await page.reload();
      await until('the switches restored', async () => (await sound.isChecked()) && (await notifications.isChecked()));
      await page.evaluate('window.__tones = 0');

      await api.call('/trading/submit', { method: 'POST', token: client.token, json: demoTrade({ duration: 2 }) });
      await until('the notification', async () => (await page.evaluate<unknown[]>('window.__notes')).length > 0, 15_000);
      const [note] = await page.evaluate<{ title: string; body: string; tag: string }[]>('window.__notes');
      expect(note.title).toMatch(/^Trade (won|lost|ended in a draw|void)$/);
      expect(note.body).toContain('BTC/USD Buy $10.00');
      expect(note.tag).toMatch(/^trade-\d+$/);
      expect(await page.evaluate<number>('window.__tones')).toBeGreaterThan(0);

      // Turned off: nothing more.
      await sound.click();
      await notifications.click();
      await page.evaluate('window.__tones = 0; window.__notes = []');
      await api.call('/trading/submit', { method: 'POST', token: client.token, json: demoTrade({ duration: 2 }) });
      await until(
        'the second trade settled',
        async () => (await api.call<{ data: { status: string }[] }>('/trading?mode=demo', { token: client.token })).data.every((t) => t.status !== 'Pending'),
        15_000,
      );
      await page.waitForTimeout(1_500); // its trade:settled reaches the page
      expect(await page.evaluate<number>('window.__tones')).toBe(0);
      expect(await page.evaluate<unknown[]>('window.__notes')).toEqual([]);
    });
  });

  it('notifications refused by the browser stay off and say how to allow them', async () => {
    await clientAt(1280);
    await page.goto(`${stack.url}/user/edit-profile`);
    const notifications = page.getByTestId('alert-notifications');
    await page.evaluate(`window.__permission = 'denied'`); // as a browser told "Block" answers
    await notifications.click();
    await page.getByTestId('alert-notifications-problem').filter({ hasText: 'blocked for this site' }).waitFor();
    expect(await notifications.isChecked()).toBe(false);
    await page.getByTestId('alert-settings').scrollIntoViewIfNeeded();
    await shots('alerts-denied');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
