import { expect, type Locator, type Page, type Response, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signIn } from '../support/session.ts';

// The demo owner of the music group reads Indonesian. The course is one the demo leaves unstarted and off
// their watchlist; the demo leaves the company's latest achievement earned and waiting for its claim.
const OWNER = 'owner@musik.demo';
const COURSE = { search: 'lagu cover', title: 'Merilis Lagu Cover dengan Benar' };

/** Whether an answer is of the API path (exact) or of a path pattern. */
const isAnswerOf = (path: string | RegExp) => (response: Response) => {
  const { pathname } = new URL(response.url());
  return typeof path === 'string' ? pathname === path : path.test(pathname);
};

/** Fails when the page is wider than the phone's screen: nothing may need a sideways scroll. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0);
}

/** Where the player's playhead is, in seconds. */
const playhead = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

test('a partner finds a course, saves it, plays and seeks an episode, sees progress, and claims an achievement', async ({
  page,
}) => {
  await signIn(page, OWNER, '/expertise');
  await expect(page).toHaveURL(/\/expertise$/);

  // Find the course by part of its name, typed without capitals, and save it for later.
  const searched = page.waitForResponse(
    (response) =>
      isAnswerOf('/api/v2/expertise/courses')(response) &&
      new URL(response.url()).searchParams.get('search') === COURSE.search,
  );
  await page.getByRole('searchbox', { name: 'Cari kelas' }).fill(COURSE.search);
  expect((await searched).ok(), 'the course search answers').toBe(true);
  const results = page.getByRole('list', { name: 'Daftar kelas' });
  const card = results.getByRole('article', { name: COURSE.title });
  const save = card.getByRole('button', { name: `Simpan ${COURSE.title} ke daftar tonton` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('list', { name: 'Daftar tonton Anda' }).getByRole('article', { name: COURSE.title }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the expertise page');

  // Open it and play its first episode: the server hears of the opening, then of what was really played.
  // The player may ask for the video as soon as it renders: listen before opening the course.
  const media = page.waitForResponse((response) => response.request().resourceType() === 'media');
  await card.getByRole('link', { name: `Buka kelas ${COURSE.title}` }).click();
  await expect(page).toHaveURL(/\/expertise\/course\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  const video = page.getByLabel(/^Pemutar video: /);
  await expect(video).toBeVisible();
  const opened = page.waitForResponse(isAnswerOf(/\/api\/v2\/expertise\/episode\/id\/\d+\/open$/));
  // Muted, so the browser lets a script start it; the learner would press play.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  expect((await opened).ok(), 'the episode is opened on the server').toBe(true);
  // The file answers byte ranges, which is what lets the player seek.
  const mediaResponse = await media;
  expect(mediaResponse.status(), 'the video is served in ranges').toBe(206);

  // Seek back once a few seconds have played; the playhead follows and playback goes on from there.
  await expect.poll(() => playhead(video)).toBeGreaterThan(3);
  await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        element.addEventListener('seeked', () => resolve(), { once: true });
        element.currentTime = 1;
      }),
  );
  expect(await playhead(video)).toBeLessThan(3);

  // Played to the end, the episode counts as watched and the course's progress moves.
  const watched = page.waitForResponse(
    async (response) =>
      isAnswerOf('/api/v2/expertise/mark_episode_as_watched')(response) &&
      response.ok() &&
      ((await response.json()) as { data: { watched: boolean } }).data.watched,
    { timeout: 120_000 },
  );
  await watched;
  const episodes = page.getByRole('list', { name: 'Episode kelas' });
  await expect(episodes.getByRole('listitem').first()).toContainText('Ditonton');
  await expect(page.getByRole('region', { name: 'Progres kelas' })).toContainText(/1 dari \d+ episode/);
  await expectNoSeriousViolations(page, 'a course page after an episode');

  // An earned achievement waits at the top of the achievements page; claiming it files it as claimed.
  await page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: /^Pencapaian/ })
    .click();
  await expect(page).toHaveURL(/\/comingsoon\/achievement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pencapaian' })).toBeVisible();
  const ready = page.getByRole('list', { name: 'Siap diklaim' });
  await expect(ready.getByRole('article').first()).toBeVisible();
  const achievement = (await ready.getByRole('article').first().getAttribute('aria-label')) ?? '';
  await expectNoSeriousViolations(page, 'the achievements page');
  const claimed = page.waitForResponse(isAnswerOf('/api/v2/achievements/claim'));
  await ready.getByRole('button', { name: `Klaim ${achievement}` }).click();
  expect((await claimed).ok(), 'the claim is accepted').toBe(true);
  await expect(page.getByText(`Pencapaian "${achievement}" berhasil diklaim. Selamat!`)).toBeVisible();
  // The lists are read again one by one (and, after a reload, first shown as last saved on the device):
  // for a moment the card can be in both; it settles out of the ready list.
  const notReadyAnyMore = () => expect(ready.getByRole('article', { name: achievement })).toHaveCount(0);
  await notReadyAnyMore();
  const claimedOne = page.getByRole('article', { name: achievement });
  await expect(claimedOne).toContainText('Diklaim');
  await expect(claimedOne.getByRole('button')).toHaveCount(0);

  // Both pages are usable on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pencapaian' })).toBeVisible();
  await notReadyAnyMore();
  await expect(claimedOne).toContainText('Diklaim');
  await expectNoSidewaysScroll(page, 'the achievements page');
  await expectNoSeriousViolations(page, 'the achievements page on a phone');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Episode kelas' }).getByRole('listitem').first()).toContainText(
    'Ditonton',
  );
  await expectNoSidewaysScroll(page, 'the course page');
  await expectNoSeriousViolations(page, 'the course page on a phone');
});
