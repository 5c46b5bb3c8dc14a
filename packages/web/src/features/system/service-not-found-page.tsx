import { IconPackageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HomeButton, StatusPage } from '../../components/status-page.tsx';

/** The /notfound/<feature> pages use the spec's Indonesian route names. */
export const SERVICE_FEATURES = ['rilis', 'katalog', 'analyticdsp', 'reportdsp'] as const;
type ServiceFeature = (typeof SERVICE_FEATURES)[number];

function isServiceFeature(value: string | undefined): value is ServiceFeature {
  return (SERVICE_FEATURES as readonly (string | undefined)[]).includes(value);
}

const FEATURE_KEYS: Record<ServiceFeature, string> = {
  rilis: 'system.serviceNotFound.features.release',
  katalog: 'system.serviceNotFound.features.catalogue',
  analyticdsp: 'system.serviceNotFound.features.analytics',
  reportdsp: 'system.serviceNotFound.features.reports',
};

/** SPEC §2: where an entertainment-only company lands for features outside its services. */
export default function ServiceNotFoundPage() {
  const { t } = useTranslation();
  const { feature } = useParams();
  const featureName = t(isServiceFeature(feature) ? FEATURE_KEYS[feature] : 'system.serviceNotFound.features.generic');
  return (
    <StatusPage
      icon={<IconPackageOff size={36} />}
      title={t('system.serviceNotFound.title', { feature: featureName })}
      description={t('system.serviceNotFound.description', { feature: featureName })}
      actions={<HomeButton label={t('system.actions.home')} />}
    />
  );
}
