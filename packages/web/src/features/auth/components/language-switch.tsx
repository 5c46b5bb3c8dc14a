import type { Language } from '@irama/contracts';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-context.tsx';

/** ID/EN switch of the sign-in pages; the choice is kept in localStorage until sign-in. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { changeLanguage } = useSession();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('auth.layout.language')}
      value={i18n.language}
      onChange={(value) => changeLanguage(value as Language)}
      data={[
        { value: 'id', label: 'ID' },
        { value: 'en', label: 'EN' },
      ]}
    />
  );
}
