import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signIn } from '../support/session.ts';

// Two creators of two companies, each in a browser of their own: the indie label (English, desktop) and
// Timur Records (Indonesian, on a phone). The demo has no relation between them, so the door opens here.
const INDIE = { email: 'owner@indie.demo', name: 'Kolektif Indie Bandung' };
const TIMUR = { email: 'owner@timur.demo', name: 'Timur Records' };

async function openAs(browser: Browser, email: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email, '/networking');
  await expect(page).toHaveURL(/\/networking$/);
  return page;
}

/** A message shown in the open conversation (not its preview in the list, nor the text being written). */
function message(page: Page, text: string | RegExp) {
  return page.getByRole('listitem').getByText(text, { exact: true });
}

/** Finds a creator in explore by part of their name, typed without capitals. */
async function search(page: Page, label: RegExp, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes('/api/v2/networkplace/explore'));
  await page.getByRole('searchbox', { name: label }).fill(text);
  await answered;
}

test('two creators like each other, talk live across two browsers, and one blocks the other', async ({ browser }) => {
  const indie = await openAs(browser, INDIE.email, { width: 1280, height: 800 });
  const timur = await openAs(browser, TIMUR.email, { width: 390, height: 844 });

  // The indie label finds Timur Records and knocks; the door is now open for one introduction.
  await search(indie, /^Search$/, 'timur');
  const like = indie.getByRole('button', { name: `Like ${TIMUR.name}` });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousViolations(indie, 'Networkplace explore');
  await indie.getByRole('button', { name: `View profile of ${TIMUR.name}` }).click();
  await indie.getByRole('dialog').getByRole('button', { name: 'Send message' }).click();
  await expect(indie).toHaveURL(/\/networking\/message\?conversation=\d+/);

  const indieComposer = indie.getByRole('textbox', { name: 'Write a message' });
  const introduction = 'Hello from Bandung! Would you like to co-write a song for our compilation?';
  await indieComposer.fill(introduction);
  await indieComposer.press('Enter');
  await expect(message(indie, introduction)).toBeVisible();
  // One introduction, then the door waits for an answer.
  await expect(indieComposer).toBeDisabled();

  // Timur Records, on a phone, finds the introduction in its messages and answers it.
  await timur.goto('/networking/message');
  await timur.getByRole('button', { name: new RegExp(INDIE.name) }).click();
  await expect(message(timur, introduction)).toBeVisible();
  await expectNoSeriousViolations(timur, 'a conversation on a phone');
  const timurComposer = timur.getByRole('textbox', { name: 'Tulis pesan' });
  const answer = 'Halo Bandung! Boleh, kirimkan demo lagunya ya.';
  await timurComposer.fill(answer);
  await timur.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(message(timur, answer)).toBeVisible();
  const overflow = await timur.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the phone page scrolls sideways').toBeLessThanOrEqual(0);

  // The answer reaches the open conversation live, and the conversation is open for both.
  await expect(message(indie, answer)).toBeVisible();
  await expect(indieComposer).toBeEnabled();
  const demo = 'Great, here is the demo: https://example.com/demo — see you in Jakarta.';
  await indieComposer.fill(demo);
  await indieComposer.press('Enter');
  await expect(message(timur, /here is the demo/)).toBeVisible();
  await expect(timur.getByRole('link', { name: 'https://example.com/demo' })).toHaveAttribute(
    'href',
    'https://example.com/demo',
  );

  // Timur Records blocks the indie label: neither finds the other, and the conversation is closed for both.
  await timur.goto('/networking');
  await search(timur, /^Cari$/, 'indie bandung');
  await timur.getByRole('button', { name: `Lihat profil ${INDIE.name}` }).click();
  await timur.getByRole('dialog').getByRole('button', { name: 'Blokir' }).click();
  await timur.getByRole('dialog').last().getByRole('button', { name: 'Blokir' }).click();
  await expect(timur.getByRole('button', { name: `Lihat profil ${INDIE.name}` })).toHaveCount(0);

  await indie.reload();
  await expect(message(indie, demo)).toBeVisible();
  await expect(indie.getByRole('textbox', { name: 'Write a message' })).toBeDisabled();
  await expect(indie.getByText('This conversation is closed. Nobody can send messages in it any more.')).toBeVisible();
  await indie.goto('/networking');
  await search(indie, /^Search$/, 'timur');
  await expect(indie.getByRole('button', { name: `View profile of ${TIMUR.name}` })).toHaveCount(0);
});
