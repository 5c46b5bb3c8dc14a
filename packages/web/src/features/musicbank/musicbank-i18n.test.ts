import {
  MONEY_MOVES,
  MUSICBANK_GENRES,
  MUSICBANK_LANGUAGES,
  MUSICBANK_LISTS,
  MUSICBANK_MOODS,
  MUSICBANK_PAYMENT_METHODS,
  MUSICBANK_REQUEST_STATUSES,
  NOTICE_MESSAGES,
  noticeValues,
  PAYLATER_REFUSALS,
  PAYLATER_STATUSES,
  PAYLATER_TRANSACTION_KINDS,
} from '@irama/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import id from '../../i18n/id.json';
import { untranslatedKeys } from '../../test/untranslated.ts';

const LISTS = Object.keys(MUSICBANK_LISTS);

// Keys built at run time, which the catalogue test cannot find in the source.
const DYNAMIC_KEYS = [
  ...MUSICBANK_GENRES.map((genre) => `musicbank.genres.${genre}`),
  ...MUSICBANK_MOODS.map((mood) => `musicbank.moods.${mood}`),
  ...MUSICBANK_LANGUAGES.map((language) => `musicbank.languages.${language}`),
  ...MUSICBANK_REQUEST_STATUSES.map((status) => `musicbank.statuses.${status}`),
  ...MUSICBANK_PAYMENT_METHODS.map((method) => `musicbank.pay.methods.${method}`),
  ...PAYLATER_REFUSALS.map((refusal) => `musicbank.paylater.refusals.${refusal}`),
  ...['expired', 'cancelled'].map((status) => `musicbank.timeline.${status}`),
  ...LISTS.flatMap((list) => [
    `musicbank.tabs.${list}`,
    `musicbank.requests.describe.${list}`,
    `musicbank.requests.columns.keyDate.${list}`,
    `musicbank.requests.empty.${list}.title`,
    `musicbank.requests.empty.${list}.description`,
  ]),
  ...['genre', 'mood', 'language'].flatMap((key) => [`musicbank.catalog.${key}`, `musicbank.catalog.all.${key}`]),
  ...['genre', 'mood', 'language'].map((key) => `musicbank.ops.fields.${key}`),
  // The field messages the contracts and the server produce.
  'musicbank.title.required',
  'musicbank.writers.required',
  'musicbank.terms.required',
  'musicbank.fee.invalid',
  'musicbank.fee.too_high',
  'musicbank.decline_reason.required',
  'musicbank.intended_release.required',
  'musicbank.intended_release.past',
  'musicbank.demo.too_large',
  'musicbank.demo.wrong_type',
  'musicbank.ops.nav',
  ...PAYLATER_STATUSES.map((status) => `paylater.statuses.${status}`),
  ...PAYLATER_TRANSACTION_KINDS.map((kind) => `paylater.transactions.kinds.${kind}`),
  ...['what', 'charge', 'repay', 'limit', 'stop'].map((key) => `paylater.terms.${key}`),
  ...MONEY_MOVES.map((move) => `balance.audit.moves.${move}`),
];

describe('Music Bank and paylater translations', () => {
  it('translate every key built at run time, in both languages', () => {
    expect(untranslatedKeys(DYNAMIC_KEYS)).toEqual({ id: [], en: [] });
  });

  it('show the bell’s Music Bank and paylater notices with their values in the reader’s language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { id: { translation: id }, en: { translation: en } },
      lng: 'id',
      interpolation: { escapeValue: false },
    });
    const notice = (lng: 'id' | 'en', key: string, values: Record<string, string>) =>
      [`${key}.title`, `${key}.content`].map((part) =>
        i18n.t(part, { ...noticeValues({ key, values }, lng), lng }).replace(/\s/g, ' '),
      );
    const request = { title: 'Rindu Pulang', reference: 'MB-2026-000042', status: 'need_action' };
    expect(notice('id', NOTICE_MESSAGES.musicbankRequestStatus, request)).toEqual([
      'Status permintaan Music Bank: Perlu tindakan',
      'Permintaan lisensi lagu "Rindu Pulang" (MB-2026-000042) sekarang berstatus Perlu tindakan.',
    ]);
    const repaid = { amount: '525000', store: 'store:spotify', period: '2026-10', outstanding: '1575000' };
    expect(notice('id', NOTICE_MESSAGES.paylaterRepaid, repaid)[1]).toBe(
      'Rp 525.000 dari pendapatan Spotify periode Oktober 2026 dipakai untuk mencicil paylater. Sisa cicilan: Rp 1.575.000.',
    );
    expect(notice('en', NOTICE_MESSAGES.paylaterRepaid, repaid)[0]).toBe('Paylater repaid IDR 525,000');
  });
});
