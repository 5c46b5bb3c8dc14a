import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';

interface QueryListStateProps {
  query: { isError: boolean; error: unknown; isPending: boolean };
  /** Whether the list loaded with no rows. */
  isEmpty: boolean;
  empty: string;
}

/** Above an ingest list (runs, mappings, rates): why it failed, the loader, or that there is nothing yet. */
export function QueryListState({ query, isEmpty, empty }: QueryListStateProps) {
  const { t } = useTranslation();
  return (
    <>
      {query.isError && <ErrorAlert error={query.error} />}
      {query.isPending && (
        <Center py="lg">
          <Loader role="progressbar" aria-label={t('common.loading')} />
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
