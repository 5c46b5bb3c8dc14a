import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';

interface SettingsListStateProps {
  query: { isError: boolean; error: unknown; isPending: boolean };
  /** Whether the list loaded with no rows. */
  isEmpty: boolean;
  empty: string;
}

/** Above a settings list (mappings, rates): why it failed, the loader, or that there is nothing yet. */
export function SettingsListState({ query, isEmpty, empty }: SettingsListStateProps) {
  const { t } = useTranslation();
  return (
    <>
      {query.isError && <ErrorAlert error={query.error} />}
      {query.isPending && (
        <Center py="lg">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {isEmpty && (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      )}
    </>
  );
}
