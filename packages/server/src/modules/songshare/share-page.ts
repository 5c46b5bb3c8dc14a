import type { Branding, SharedTrack } from '@irama/contracts';

/** The page's languages: Indonesian first, English second. */
export type PageLanguage = 'id' | 'en';

const TEXTS = {
  id: {
    listenOn: 'Dengarkan di',
    preview: 'Cuplikan 30 detik',
    cover: 'Sampul',
    noStores: 'Tautan platform musik segera hadir.',
    describe: (title: string, artists: string) => `Dengarkan ${title} dari ${artists} di platform musik favoritmu.`,
    missingTitle: 'Lagu tidak ditemukan',
    missingBody: 'Tautan ini tidak berlaku, atau lagunya sudah tidak tersedia.',
  },
  en: {
    listenOn: 'Listen on',
    preview: '30-second preview',
    cover: 'Cover art',
    noStores: 'Store links are coming soon.',
    describe: (title: string, artists: string) => `Listen to ${title} by ${artists} on your favourite music service.`,
    missingTitle: 'Song not found',
    missingBody: 'This link is not valid, or the song is no longer available.',
  },
} as const;

/** The first of Indonesian or English the Accept-Language header prefers; Indonesian when it names neither. */
export function pageLanguageOf(acceptLanguage: string | undefined): PageLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const weight = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.split('-')[0], q: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const chosen = ranked.find((entry) => entry.language === 'id' || entry.language === 'en');
  return chosen?.language === 'en' ? 'en' : 'id';
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

const HEX_COLOR = /^#[0-9a-f]{3,8}$/i;
const colorOr = (color: string | undefined, fallback: string) => (color && HEX_COLOR.test(color) ? color : fallback);

function style(branding: Branding): string {
  const main = colorOr(branding.colors.main, '#c62828');
  const dark = colorOr(branding.colors.dark, '#7f0000');
  return [
    `:root{--main:${main};--dark:${dark}}`,
    '*{box-sizing:border-box}',
    'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:linear-gradient(180deg,var(--main),var(--dark) 60%,#111);min-height:100vh}',
    'main{max-width:440px;margin:0 auto;padding:24px 16px 32px;color:#fff;text-align:center}',
    'img{display:block;width:100%;height:auto;aspect-ratio:1;border-radius:12px;box-shadow:0 8px 32px rgba(0,0,0,.4);background:#333}',
    'h1{font-size:1.6rem;line-height:1.2;margin:20px 0 4px;overflow-wrap:anywhere}',
    '.artists{margin:0 0 16px;opacity:.9;overflow-wrap:anywhere}',
    'audio{width:100%;margin-bottom:8px}',
    'h2{font-size:.9rem;font-weight:600;text-transform:uppercase;letter-spacing:.06em;margin:20px 0 8px;opacity:.85}',
    'ul{list-style:none;margin:0;padding:0;display:grid;gap:8px}',
    'a.store{display:block;padding:12px 16px;border-radius:999px;background:#fff;color:#111;font-weight:600;text-decoration:none}',
    'a.store:focus-visible,a.store:hover{outline:3px solid var(--main);outline-offset:2px}',
    'footer{margin-top:28px;font-size:.85rem;opacity:.75}',
  ].join('');
}

function head(parts: { language: PageLanguage; title: string; branding: Branding; tags: string[] }): string {
  return [
    `<!doctype html><html lang="${parts.language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    ...parts.tags,
    `<meta name="theme-color" content="${colorOr(parts.branding.colors.main, '#c62828')}">`,
    `<style>${style(parts.branding)}</style></head>`,
  ].join('');
}

const meta = (attribute: 'property' | 'name', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/** The public share page of a live track: cover, title, artists, preview, store buttons and card tags. */
export function renderSharePage(track: SharedTrack, options: { language: PageLanguage; branding: Branding }): string {
  const text = TEXTS[options.language];
  const artists = track.artists.join(', ');
  const title = artists ? `${track.title} – ${artists}` : track.title;
  const description = text.describe(track.title, artists || options.branding.app_name);
  const image = track.cover?.jpeg_url;
  const tags = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(track.url)}">`,
    meta('property', 'og:type', 'music.song'),
    meta('property', 'og:site_name', options.branding.app_name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', track.url),
    ...(image && track.cover
      ? [
          meta('property', 'og:image', image),
          meta('property', 'og:image:type', 'image/jpeg'),
          meta('property', 'og:image:width', String(track.cover.width)),
          meta('property', 'og:image:height', String(track.cover.height)),
          meta('property', 'og:image:alt', title),
          `<link rel="preload" as="image" type="image/webp" href="${escapeHtml(track.cover.webp_url)}" fetchpriority="high">`,
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
  const cover = track.cover
    ? `<picture><source type="image/webp" srcset="${escapeHtml(track.cover.webp_url)}"><img src="${escapeHtml(track.cover.jpeg_url)}" width="${track.cover.width}" height="${track.cover.height}" alt="${escapeHtml(`${text.cover}: ${track.title}`)}" fetchpriority="high"></picture>`
    : '';
  const preview = track.preview
    ? `<audio controls preload="none" src="${escapeHtml(track.preview.url)}" aria-label="${escapeHtml(text.preview)}"></audio>`
    : '';
  const stores = track.stores.length
    ? `<ul>${track.stores.map((store) => `<li><a class="store" rel="nofollow noopener" href="/s/${escapeHtml(track.id)}/go/${escapeHtml(store.store)}">${escapeHtml(store.name)}</a></li>`).join('')}</ul>`
    : `<p>${escapeHtml(text.noStores)}</p>`;
  return [
    head({ language: options.language, title, branding: options.branding, tags }),
    '<body><main>',
    cover,
    `<h1>${escapeHtml(track.title)}</h1>`,
    `<p class="artists">${escapeHtml(artists)}</p>`,
    preview,
    `<h2>${escapeHtml(text.listenOn)}</h2>`,
    stores,
    `<footer>${escapeHtml(options.branding.app_name)}</footer>`,
    '</main></body></html>',
  ].join('');
}

/** The page for every id that is not a live track's: one body for all of them. */
export function renderMissingPage(options: { language: PageLanguage; branding: Branding }): string {
  const text = TEXTS[options.language];
  return [
    head({
      language: options.language,
      title: text.missingTitle,
      branding: options.branding,
      tags: [meta('name', 'robots', 'noindex')],
    }),
    `<body><main><h1>${escapeHtml(text.missingTitle)}</h1><p>${escapeHtml(text.missingBody)}</p>`,
    `<footer>${escapeHtml(options.branding.app_name)}</footer></main></body></html>`,
  ].join('');
}
