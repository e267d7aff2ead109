import type { Page } from 'playwright-core';

/** Shows an instrument on the trading screen through its picker: open, search the symbol, pick the option. */
export async function chooseInstrument(page: Page, symbol: string): Promise<void> {
  const trigger = page.getByTestId('trade-symbol');
  if ((await trigger.getAttribute('data-symbol')) === symbol) return;
  await trigger.click();
  await page.getByTestId('instrument-search').fill(symbol);
  await page.locator(`[data-testid="instrument-option"][data-symbol="${symbol}"]`).click();
  await page.locator(`[data-testid="trade-symbol"][data-symbol="${symbol}"]`).waitFor();
}
