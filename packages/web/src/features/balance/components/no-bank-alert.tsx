import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A withdrawal needs the company's bank data: where to add it. */
export function NoBankAlert() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
      {t('balance.summary.noBank')}{' '}
      <Anchor component={Link} to="/profile?tab=company" size="sm">
        {t('balance.summary.addBank')}
      </Anchor>
    </Alert>
  );
}
