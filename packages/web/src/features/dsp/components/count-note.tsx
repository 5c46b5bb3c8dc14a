import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Which streams a DSP analytics screen counts: every stream, where the DSP report counts the paid ones. */
export function CountNote() {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="gray"
      role="note"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={t('dsp.counts.title')}
    >
      {t('dsp.counts.body')}
    </Alert>
  );
}
