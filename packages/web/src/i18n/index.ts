import type { Language } from '@irama/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

// Mirrors the contracts' LANGUAGES; `satisfies` keeps it honest without pulling zod into every page.
const SUPPORTED = ['id', 'en'] as const satisfies readonly Language[];
const DEFAULT: Language = 'id';
const STORAGE_KEY = 'irama.language';

// Each catalogue is its own chunk: a visitor downloads only the language they read.
const CATALOGUES: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  id: () => import('./id.json'),
  en: () => import('./en.json'),
};

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED as readonly string[]).includes(value);
}

/** The choice made before signing in, kept in localStorage; Indonesian by default. */
export function storedLanguage(): Language {
  const value = localStorage.getItem(STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT;
}

async function loadCatalogue(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const catalogue = await CATALOGUES[language]();
  i18next.addResourceBundle(language, 'translation', catalogue.default);
}

/** Starts i18next with the stored language's catalogue; the app renders after this resolves. */
export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  await loadCatalogue(language);
  document.documentElement.lang = language;
}

/** Switches the UI language and remembers it for the next visit. */
export async function applyLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  await loadCatalogue(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18next };
