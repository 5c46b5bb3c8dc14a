import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The label of a staff field in one of the two languages, "Judul (Inggris)". */
export function useBilingualLabel() {
  const { t } = useTranslation();
  return (language: 'id' | 'en', label: string) => t(`bilingual.${language}`, { label });
}

/** Says, above a staff form's two-language fields, that one language is enough and what partners then see. */
export function BilingualHint() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('bilingual.hint')}
    </Text>
  );
}
