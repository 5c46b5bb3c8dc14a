import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ERROR_CODES,
  INGEST_ERROR_CODES,
  JSON_TYPES,
  NOTICE_MESSAGES,
  noticeValues,
  UPLOAD_KINDS,
  UPLOAD_TYPES,
  USER_ROLES,
} from '@irama/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { TOURS } from '../app/tours.ts';
import en from './en.json';
import id from './id.json';

type Catalogue = { [key: string]: string | string[] | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string | string[]> {
  const entries = new Map<string, string | string[]>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) entries.set(path, value);
    else for (const [nested, leaf] of flatten(value, path)) entries.set(nested, leaf);
  }
  return entries;
}

const catalogues = { id: flatten(id as Catalogue), en: flatten(en as Catalogue) };
const srcDir = join(import.meta.dirname, '..');
const contractsDir = join(srcDir, '../../contracts/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const NAMESPACES = 'common|layout|auth|errors|validation|system|pages|home|tour';
// `t('key'` calls, plus key-shaped literals in config tables (nav items, quick links…).
const KEY_PATTERNS = [/\bt\(\s*['"]([^'"]+)['"]/g, new RegExp(`['"]((?:${NAMESPACES})\\.[A-Za-z0-9_.]+)['"]`, 'g')];

function keysUsedIn(files: string[]): Set<string> {
  const keys = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of KEY_PATTERNS) for (const match of text.matchAll(pattern)) keys.add(match[1] ?? '');
  }
  return keys;
}

/** The field message keys the contracts' schemas and checks produce (`validation.*`, `release.*`, `ingest.*`, `catalogs.*`, `youtube.*`, `payment.*`, `ent.*`, `support.*`). */
function contractMessageKeys(): string[] {
  const keys = new Set<string>();
  for (const file of sourceFiles(contractsDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /'((?:validation|release|ingest|catalogs|youtube|payment|ent|support)(?:\.\w+)+)'/g,
    )) {
      const key = match[1] ?? '';
      // A key ending in `_` is the start of several (`release.track.preview_date.too_`); the rest are
      // error codes, looked up under `errors.` and `ingest.errors.codes.`.
      const isCode = [...ERROR_CODES, ...INGEST_ERROR_CODES].includes(key as never);
      if (!key.endsWith('_') && !isCode) keys.add(key);
    }
  }
  // The upload checks build their keys per upload type, and a type error names the type due.
  for (const type of UPLOAD_TYPES) keys.add(`release.file.${type}.wrong_type`).add(`release.file.${type}.too_large`);
  for (const type of JSON_TYPES) keys.add(`validation.types.${type}`);
  return [...keys].sort();
}

describe('translation catalogues', () => {
  it('have exactly the same keys in Indonesian and English', () => {
    const idKeys = [...catalogues.id.keys()].sort();
    const enKeys = [...catalogues.en.keys()].sort();
    expect(idKeys.filter((key) => !catalogues.en.has(key))).toEqual([]);
    expect(enKeys.filter((key) => !catalogues.id.has(key))).toEqual([]);
  });

  it('have no empty texts and lists of the same length', () => {
    for (const [key, value] of catalogues.id) {
      const other = catalogues.en.get(key);
      expect(value.length, key).toBeGreaterThan(0);
      if (Array.isArray(value)) expect(Array.isArray(other) && other.length, key).toBe(value.length);
    }
  });

  it('contain every key the source code uses', () => {
    // Error codes such as 'auth.session_expired' are looked up under `errors.`, checked below.
    const codes = new Set<string>(ERROR_CODES);
    const used = [...keysUsedIn(sourceFiles(srcDir))].filter((key) => !codes.has(key));
    expect(used.length).toBeGreaterThan(100);
    for (const lang of ['id', 'en'] as const) {
      expect(
        used.filter((key) => !catalogues[lang].has(key)),
        lang,
      ).toEqual([]);
    }
  });

  it('translate every error code and every message key the contracts produce', () => {
    const messageKeys = contractMessageKeys();
    expect(messageKeys.length).toBeGreaterThan(80);
    const keys = [...ERROR_CODES.map((code) => `errors.${code}`), ...messageKeys];
    for (const lang of ['id', 'en'] as const) expect(keys.filter((key) => !catalogues[lang].has(key))).toEqual([]);
  });

  it('hold no release field message that nothing produces', () => {
    const produced = contractMessageKeys().filter((key) => key.startsWith('release.'));
    const sections = new Set(produced.map((key) => key.split('.')[1]));
    const held = [...catalogues.id.keys()].filter(
      (key) => sections.has(key.split('.')[1]) && key.startsWith('release.'),
    );
    expect(held.filter((key) => !produced.includes(key))).toEqual([]);
  });

  it('use the wording of SPEC §5 for the album title', () => {
    expect(catalogues.id.get('release.album.title.required')).toBe('Judul album wajib diisi');
    expect(catalogues.en.get('release.album.title.required')).toBe('Album title must be filled in');
  });

  it('say what every ingest error code means', () => {
    const keys = INGEST_ERROR_CODES.map((code) => `ingest.errors.codes.${code}`);
    for (const lang of ['id', 'en'] as const) expect(keys.filter((key) => !catalogues[lang].has(key))).toEqual([]);
  });

  it('show every notice the server leaves in the reader’s language, with its values and status label', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { id: { translation: id }, en: { translation: en } },
      lng: 'id',
      interpolation: { escapeValue: false },
    });
    const release = { title: 'Pulau Dewata', albumId: 'IRM-2026-000013', status: 'rejected' };
    const report = { source: 'store:joox', period: '2026-10' };
    // As the panel shows them: the stored codes read through noticeValues.
    const notice = (lng: 'id' | 'en', key: string, values: Record<string, string>) => [
      i18n.t(`${key}.title`, { ...noticeValues({ key, values }, lng), lng }),
      i18n.t(`${key}.content`, { ...noticeValues({ key, values }, lng), lng }),
    ];
    expect(notice('id', NOTICE_MESSAGES.releaseStatus, release)).toEqual([
      'Status rilis: Ditolak',
      'Rilis "Pulau Dewata" (IRM-2026-000013) sekarang berstatus Ditolak.',
    ]);
    expect(notice('en', NOTICE_MESSAGES.releaseStatus, release)).toEqual([
      'Release status: Rejected',
      'Release "Pulau Dewata" (IRM-2026-000013) now has the status Rejected.',
    ]);
    expect(notice('id', NOTICE_MESSAGES.reportPublished, report)).toEqual([
      'Laporan JOOX Oktober 2026 telah terbit',
      'Pendapatan JOOX untuk periode Oktober 2026 sudah masuk ke saldo Anda.',
    ]);
    expect(notice('en', NOTICE_MESSAGES.reportPublished, report)[0]).toBe('JOOX report for October 2026 published');
    const due = { period: '2026-07', deadline: '2026-08-30' };
    expect(notice('id', NOTICE_MESSAGES.taxProofDue, due)[1]).toBe(
      'Unggah bukti potong pajak untuk pembayaran periode Juli 2026 paling lambat 30 Agu 2026.',
    );
    expect(notice('en', NOTICE_MESSAGES.taxProofDue, due)[1]).toBe(
      'Upload the tax withholding proof for the July 2026 payment by 30 Aug 2026.',
    );
    const appeal = { title: 'Hujan Jatuh', assetId: 'A783439143646132', outcome: 'lost' };
    expect(notice('id', NOTICE_MESSAGES.appealDecided, appeal)).toEqual([
      'Banding konflik ditolak',
      'Banding Anda atas aset "Hujan Jatuh" (A783439143646132) ditolak.',
    ]);
    expect(notice('en', NOTICE_MESSAGES.appealDecided, { ...appeal, outcome: 'won' })[0]).toBe(
      'Conflict appeal upheld',
    );
    for (const key of Object.values(NOTICE_MESSAGES)) {
      for (const lang of ['id', 'en'] as const) {
        expect([catalogues[lang].has(`${key}.title`), catalogues[lang].has(`${key}.content`)]).toEqual([true, true]);
      }
    }
  });

  it('write a YouTube payment notice’s rupiah as the reader’s language does', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { id: { translation: id }, en: { translation: en } },
      lng: 'id',
      interpolation: { escapeValue: false },
    });
    // As the server stores them: strings.
    const values = { period: '2026-10', amount: '12500000', projects: '3' };
    const content = (lng: string) => i18n.t(`${NOTICE_MESSAGES.youtubePaid}.content`, { ...values, lng });
    expect(content('id').replace(/\s/g, ' ')).toBe(
      'Pendapatan YouTube periode 2026-10 sebesar Rp 12.500.000 untuk 3 proyek telah ditransfer ke rekening Anda.',
    );
    expect(content('en').replace(/\s/g, ' ')).toContain('of IDR 12,500,000 for 3 project(s)');
    expect(i18n.t(`${NOTICE_MESSAGES.taxProofDue}.title`, { period: '2026-10', lng: 'en' })).toBe(
      'Tax proof for 2026-10 missing',
    );
  });

  it('cover the keys built at run time: tours, roles and upload kinds', () => {
    const keys = [
      ...TOURS.flatMap((tour) => tour.steps.flatMap((step) => [step.titleKey, step.contentKey])),
      ...USER_ROLES.map((role) => `dashboard.roles.${role}`),
      ...UPLOAD_KINDS.map((kind) => `common.upload.${kind}`),
    ];
    for (const lang of ['id', 'en'] as const) expect(keys.filter((key) => !catalogues[lang].has(key))).toEqual([]);
  });

  it('registers the Home tour with 16 steps and both release tours with 6', () => {
    expect(TOURS.map((tour) => [tour.id, tour.steps.length])).toEqual([
      ['home', 16],
      ['release-list', 6],
      ['release-form', 6],
    ]);
  });
});
