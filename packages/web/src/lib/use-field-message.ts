import { isReleaseMessageKey, RELEASE_MESSAGES } from '@irama/contracts';
import { useTranslation } from 'react-i18next';

/**
 * Translates what a form field error holds: a contracts message key (release schemas and upload
 * checks), a catalogue key, or the review team's own words, which are shown as written.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (message) => {
    if (!message) return undefined;
    if (isReleaseMessageKey(message)) return RELEASE_MESSAGES[message][i18n.language === 'en' ? 'en' : 'id'];
    return i18n.exists(message) ? t(message) : message;
  };
}
