import type { SongstatsExternal } from '@irama/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '../../../components/notice-alert.tsx';

/** When the external source failed, a calm word that the figures are Irama's own for now; nothing otherwise. */
export function ExternalNotice({ external }: { external: SongstatsExternal | undefined }) {
  const { t } = useTranslation();
  if (external?.status !== 'failed') return null;
  return (
    <NoticeAlert color="blue" icon={IconInfoCircle} title={t('songstats.external.title')}>
      {t('songstats.external.failed')}
    </NoticeAlert>
  );
}
