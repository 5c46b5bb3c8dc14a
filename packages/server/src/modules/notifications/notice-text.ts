import { type Language, type NoticeMessage, noticeValues } from '@irama/contracts';
import i18next from 'i18next';
// The SPA's catalogues are the one place a notice's words are written; the server reads the parts a notice uses.
import en from '../../../../web/src/i18n/en.json';
import id from '../../../../web/src/i18n/id.json';

/** What of a catalogue a notice's text reaches: its templates and the labels they nest. */
const noticePart = (catalogue: typeof id) => ({
  layout: { notifications: { messages: catalogue.layout.notifications.messages } },
  release: { status: catalogue.release.status },
  balance: { holdReason: catalogue.balance.holdReason },
});

const texts = i18next.createInstance();
void texts.init({
  resources: { id: { translation: noticePart(id) }, en: { translation: noticePart(en) } },
  lng: 'id',
  fallbackLng: 'id',
  initAsync: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

/**
 * A notice's title and text in `language`, from its message key and values, as the SPA's panel shows
 * them; null for a key the catalogues do not have.
 */
export function renderNotice(message: NoticeMessage, language: Language): { title: string; content: string } | null {
  if (!texts.exists(`${message.key}.title`, { lng: language })) return null;
  const values = { ...noticeValues(message, language), lng: language };
  return { title: texts.t(`${message.key}.title`, values), content: texts.t(`${message.key}.content`, values) };
}
