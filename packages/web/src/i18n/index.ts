import type { Language } from '@irama/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import defaultFirstPart from './id.json?first';

// Mirrors the contracts' LANGUAGES; `satisfies` keeps it honest without pulling zod into every page.
const SUPPORTED = ['id', 'en'] as const satisfies readonly Language[];
const DEFAULT: Language = 'id';
const STORAGE_KEY = 'irama.language';

type Part = 'first' | 'rest';
type LoadPart = () => Promise<{ default: Record<string, unknown> }>;

// Each language comes in two parts, so a visitor downloads only the language they read, and only
// what the screens they reach show: the strings of the sign-in pages (`?first`, see vite.config.ts)
// and the rest, which the signed-in layout asks for (loadWholeCatalogue). Indonesian is the default
// and the fallback: its first part is in the entry chunk, so the first paint waits for no request.
const CATALOGUES: Record<Language, Record<Part, LoadPart>> = {
  id: { first: () => Promise.resolve({ default: defaultFirstPart }), rest: () => import('./id.json?rest') },
  en: { first: () => import('./en.json?first'), rest: () => import('./en.json?rest') },
};

const loadedParts = new Set<`${Language}:${Part}`>();
let wantsWholeCatalogue = false;

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED as readonly string[]).includes(value);
}

/** The choice made before signing in, kept in localStorage; Indonesian by default. */
export function storedLanguage(): Language {
  const value = localStorage.getItem(STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT;
}

async function loadCatalogue(language: Language): Promise<void> {
  const parts: Part[] = wantsWholeCatalogue ? ['first', 'rest'] : ['first'];
  await Promise.all(
    parts.map(async (part) => {
      if (loadedParts.has(`${language}:${part}`)) return;
      const catalogue = await CATALOGUES[language][part]();
      i18next.addResourceBundle(language, 'translation', catalogue.default, true, true);
      loadedParts.add(`${language}:${part}`);
    }),
  );
}

/** Every string of the current language (and of any chosen later), beyond the sign-in pages'. */
export async function loadWholeCatalogue(): Promise<void> {
  wantsWholeCatalogue = true;
  // Asked for while main.tsx still starts i18next: bundles only go into an initialised store.
  if (!i18next.isInitialized) await new Promise((resolve) => i18next.on('initialized', resolve));
  const current = i18next.resolvedLanguage;
  await loadCatalogue(isLanguage(current) ? current : storedLanguage());
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
