import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../support/accounts.ts';
import { expectedNav, expectedPerformaMenu, expectedPerformaSections } from '../support/expected-nav.ts';
import { expandSidebar, signIn } from '../support/session.ts';

const GROUPS_EN: Record<string, string> = {
  Operasional: 'Operations',
  Umum: 'General',
  Katalog: 'Catalogue',
  Analytic: 'Analytics',
  Laporan: 'Reports',
  Keuangan: 'Finance',
  Layanan: 'Services',
  Informasi: 'Information',
};
const PERFORMA_EN: Record<string, string> = { Laporan: 'Reports', Analitik: 'Analytics', Keuangan: 'Finance' };

/** [path, visible text] of every link in a container, in document order. */
async function linksOf(container: Locator): Promise<[string, string][]> {
  return container
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => [new URL((link as HTMLAnchorElement).href).pathname, (link.textContent ?? '').trim()]),
    );
}

async function menuItemsOf(page: Page): Promise<[string, string][]> {
  return page
    .getByRole('menu')
    .getByRole('menuitem')
    .evaluateAll((items) =>
      items.map((item) => [new URL((item as HTMLAnchorElement).href).pathname, (item.textContent ?? '').trim()]),
    );
}

for (const account of DEMO_ACCOUNTS) {
  test(`${account.email} sees exactly the sidebar and Performa entries its keys allow`, async ({ page }) => {
    const groups = expectedNav(account.permissions, account.isStaff, account.services);
    const isIndonesian = account.language === 'id';
    await signIn(page, account.email);
    await expect(page.locator('html')).toHaveAttribute('lang', account.language);

    const nav = page.getByRole('navigation', { name: isIndonesian ? 'Menu utama' : 'Main menu' });
    const expectedPaths = groups.flatMap((group) => group.links.map((link) => link.path));
    const home = nav
      .getByRole('link', { name: 'Beranda', exact: true })
      .or(nav.getByRole('link', { name: 'Home', exact: true }));
    await expect(home).toBeVisible();
    await expandSidebar(nav);
    await expect(nav.getByRole('link')).toHaveCount(expectedPaths.length);
    const links = await linksOf(nav);
    expect(links.map(([path]) => path)).toEqual(expectedPaths);
    if (isIndonesian) {
      const labels = groups.flatMap((group) => group.links.map((link) => link.label));
      links.forEach(([, text], index) => {
        expect(text.startsWith(labels[index] ?? '?'), `"${text}" is labelled ${labels[index]}`).toBe(true);
      });
    }
    for (const label of Object.keys(GROUPS_EN)) {
      const name = isIndonesian ? label : (GROUPS_EN[label] ?? label);
      const shown = groups.some((group) => group.label === label);
      await expect(nav.getByRole('button', { name, exact: true }), `group ${name}`).toHaveCount(shown ? 1 : 0);
    }

    await page.getByRole('button', { name: isIndonesian ? 'Performa' : 'Performance' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const entries = expectedPerformaMenu(account.permissions);
    await expect(menu.getByRole('menuitem')).toHaveCount(entries.length);
    const items = await menuItemsOf(page);
    expect(items.map(([path]) => path)).toEqual(entries.map((entry) => entry.path));
    if (isIndonesian) expect(items.map(([, text]) => text)).toEqual(entries.map((entry) => entry.label));
    const sections = expectedPerformaSections(account.permissions);
    for (const label of Object.keys(PERFORMA_EN)) {
      const name = isIndonesian ? label : (PERFORMA_EN[label] ?? label);
      await expect(menu.getByText(name, { exact: true }), `Performa section ${name}`).toHaveCount(
        sections.includes(label) ? 1 : 0,
      );
    }
  });
}
