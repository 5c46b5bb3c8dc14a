import { expect, type Page } from '@playwright/test';

/** The analytics period picker's choices: each label and the `periode` it puts in the URL (none for the default). */
const PERIODS = [
  ['7 hari terakhir', 'last_7_days'],
  ['60 hari terakhir', 'last_60_days'],
  ['Bulan ini', 'this_month'],
  ['Bulan lalu', 'last_month'],
  ['28 hari terakhir', null],
] as const;

/** The line of an analytics screen that says which days its figures cover. */
export const RANGE_NOTE = /^Data .+, tersedia sampai .+$/;

/**
 * Picks every period in turn: each moves the URL and the range the screen says it shows, and
 * `expectFigures` then checks that the screen shows figures for it.
 */
export async function walkPeriods(page: Page, expectFigures: () => Promise<void>): Promise<void> {
  const period = page.getByRole('combobox', { name: 'Periode' });
  for (const [label, value] of PERIODS) {
    const before = await page.getByText(RANGE_NOTE).innerText();
    await period.click();
    await page.getByRole('option', { name: label }).click();
    if (value) await expect(page).toHaveURL(new RegExp(`periode=${value}`));
    else await expect(page).not.toHaveURL(/periode=/);
    await expect(page.getByText(RANGE_NOTE)).not.toHaveText(before);
    await expectFigures();
  }
}
