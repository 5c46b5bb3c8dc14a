import type { i18n as I18n } from 'i18next';

/** A profession as the reader's language names it; a value the catalogue does not know reads as sent. */
export function professionLabel(i18n: I18n, profession: string): string {
  const key = `chat.professions.${profession}`;
  return i18n.exists(key) ? i18n.t(key) : profession;
}
