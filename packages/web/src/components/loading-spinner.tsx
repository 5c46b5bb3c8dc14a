import { Center, Loader, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LoadingSpinnerProps {
  /** What is loading, as screen readers say it; "Loading" when unset. */
  label?: string;
  size?: MantineSize;
}

/** The spinner while something loads: a named progress bar, since an unnamed one is silent to screen readers and fails axe. */
export function LoadingSpinner({ label, size }: LoadingSpinnerProps) {
  const { t } = useTranslation();
  return <Loader size={size} role="progressbar" aria-label={label ?? t('common.loading')} />;
}

/** A `LoadingSpinner` centred where the content it waits for will stand. */
export function CenteredSpinner({ py = 'xl' }: { py?: 'lg' | 'xl' }) {
  return (
    <Center py={py}>
      <LoadingSpinner />
    </Center>
  );
}
