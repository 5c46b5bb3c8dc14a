import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HomeButton, StatusPage } from '../../components/status-page.tsx';

const FEATURE_KEYS: Record<string, string> = {
  achievement: 'system.comingSoon.features.achievement',
  musicbank: 'system.comingSoon.features.musicbank',
  paylater: 'system.comingSoon.features.paylater',
};

/** SPEC §1: achievement, Music Bank and paylater are announced but not open yet. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const { feature = '' } = useParams();
  const featureKey = FEATURE_KEYS[feature] ?? 'system.comingSoon.features.generic';
  return (
    <StatusPage
      icon={<IconHourglass size={36} />}
      title={t('system.comingSoon.title', { feature: t(featureKey) })}
      description={t('system.comingSoon.description', { feature: t(featureKey) })}
      actions={<HomeButton label={t('system.actions.home')} />}
    />
  );
}
