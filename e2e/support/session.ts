import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts.ts';

/** The profile-menu trigger: present on every signed-in page, in either language. */
export function profileMenuButton(page: Page) {
  return page.getByRole('button', { name: /^(Buka menu profil|Open profile menu)$/ });
}

/** Fills the real /login form by its labels and submits it. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: /^(Masuk|Sign in)$/ }).click();
}

const TOUR_IDS = ['home', 'release-list', 'release-form'];

/**
 * Marks the guided tours as already seen by this user in the page's storage, so a tour that
 * starts on a first visit does not cover what a test is about to click.
 */
export async function skipGuidedTours(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/auth/client', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${email} through the API`).toBe(true);
  const { data } = (await response.json()) as { data: { token: string; user: { id: number } } };
  await page.request.post('/api/auth/logout', { headers: { 'X-Authorization': `Bearer ${data.token}` } });
  await page.addInitScript(
    ({ userId, tours }) => localStorage.setItem(`irama.tours.seen.${userId}`, JSON.stringify(tours)),
    { userId: data.user.id, tours: TOUR_IDS },
  );
}

/**
 * Signs in through the real sign-in page and waits for the signed-in layout. `path` is where the
 * test starts (a signed-out visit to a protected page lands on /login and comes back after).
 */
export async function signIn(page: Page, email: string, path = '/login'): Promise<void> {
  await skipGuidedTours(page, email);
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  // The permissions arrive with /me: menus are final only once it has answered.
  const me = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/me');
  await submitLogin(page, email);
  expect((await me).status(), `/me of ${email}`).toBe(200);
  await expect(profileMenuButton(page)).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A session token straight from the API, for set-up that is not the journey under test. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/client', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${email} through the API`).toBe(true);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** The token cookie the page holds (SPEC §4), or undefined when signed out. */
export async function tokenCookie(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === 'token')?.value;
}

/** Revokes a token on the server, as an expiry or a sign-out elsewhere would. */
export async function revokeToken(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post('/api/auth/logout', { headers: { 'X-Authorization': `Bearer ${token}` } });
  expect(response.ok(), 'logout of the token through the API').toBe(true);
}

/** Switches the portal's language through the profile menu (signed in; saved on the profile). */
export async function chooseLanguage(page: Page, language: 'id' | 'en'): Promise<void> {
  await profileMenuButton(page).click();
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/api/v2/profile/contact'),
  );
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/me');
  await page.getByRole('menuitem', { name: language === 'en' ? 'English' : 'Indonesia' }).click();
  expect((await saved).ok(), 'the language is saved on the profile').toBe(true);
  await refreshed;
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Puts a demo user's profile language back through the API (clean-up after a test changed it). */
export async function setProfileLanguage(
  request: APIRequestContext,
  email: string,
  language: 'id' | 'en',
): Promise<void> {
  const token = await apiToken(request, email);
  const headers = { 'X-Authorization': `Bearer ${token}` };
  const me = await request.get('/api/auth/me', { headers });
  const { data } = (await me.json()) as { data: { user: { firstname: string; lastname: string } } };
  const saved = await request.put('/api/v2/profile/contact', {
    headers,
    data: { firstname: data.user.firstname, lastname: data.user.lastname, email, language },
  });
  expect(saved.ok(), `language of ${email} saved`).toBe(true);
  await revokeToken(request, token);
}

/** Opens every collapsed group and sub-menu of the sidebar, so every link it offers is in view. */
export async function expandSidebar(nav: Locator): Promise<void> {
  const collapsed = nav.getByRole('button', { expanded: false });
  for (let guard = 0; guard < 20 && (await collapsed.count()) > 0; guard += 1) {
    await collapsed.first().click();
  }
  await expect(collapsed).toHaveCount(0);
}
