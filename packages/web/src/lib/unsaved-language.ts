import type { Language } from '@irama/contracts';

/**
 * A language chosen while signed in, kept as `<userId>:<language>` until a /me fetched from the
 * server carries it. Until then the persisted /me may be older than the choice (it is written
 * with a delay), and a reload would otherwise let it undo the switch.
 */
const KEY = 'irama.language.unsaved';

export function unsavedLanguage(userId: number): Language | null {
  const [owner, language] = (localStorage.getItem(KEY) ?? '').split(':');
  return owner === String(userId) && (language === 'id' || language === 'en') ? language : null;
}

export function markLanguageUnsaved(userId: number, language: Language): void {
  localStorage.setItem(KEY, `${userId}:${language}`);
}

/** Called with every /me the server sends: once it holds the choice, the mark has done its job. */
export function confirmLanguage(userId: number, language: Language): void {
  if (unsavedLanguage(userId) === language) localStorage.removeItem(KEY);
}

export function forgetUnsavedLanguage(): void {
  localStorage.removeItem(KEY);
}
