import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '../../../components/notice-alert.tsx';

/** Which streams a DSP analytics screen counts: every stream, where the DSP report counts the paid ones. */
export function CountNote() {
  const { t } = useTranslation();
  return (
    <NoticeAlert color="gray" role="note" icon={IconInfoCircle} title={t('dsp.counts.title')}>
      {t('dsp.counts.body')}
    </NoticeAlert>
  );
}
