import { Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { CenteredSpinner } from '../../../components/loading-spinner.tsx';

interface QueryListStateProps {
  query: { isError: boolean; error: unknown; isPending: boolean };
  /** Whether the list loaded with no rows. */
  isEmpty: boolean;
  empty: string;
}

/** Above an ingest list (runs, mappings, rates): why it failed, the loader, or that there is nothing yet. */
export function QueryListState({ query, isEmpty, empty }: QueryListStateProps) {
  return (
    <>
      {query.isError && <ErrorAlert error={query.error} />}
      {query.isPending && <CenteredSpinner py="lg" />}
      {isEmpty && (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      )}
    </>
  );
}
