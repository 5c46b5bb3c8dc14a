import { useTranslation } from 'react-i18next';

/**
 * Translates what a form field error holds: a catalogue key (release schemas, upload checks and
 * screens alike), or the review team's own words, which are shown as written.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (message) => {
    if (!message) return undefined;
    return i18n.exists(message) ? t(message) : message;
  };
}
