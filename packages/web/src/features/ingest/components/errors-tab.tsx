import type { RunIssue } from '@irama/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePicker } from './page-picker.tsx';

const PAGE_SIZE = 20;

/** A run's problems by line number, a page at a time (a bad file can have thousands). */
export function ErrorsTab({ errors }: { errors: readonly RunIssue[] }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  // A phone gets each problem as a few lines of text instead of a table to scroll sideways in a modal.
  const isNarrow = useMediaQuery('(max-width: 48em)') ?? false;
  if (errors.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('ingest.errors.empty')}
      </Text>
    );
  }
  const shown = errors.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const key = (issue: RunIssue) => `${issue.line}-${issue.code}-${issue.message}`;
  // The code says what is wrong in the reader's language; the detail, from the parser, says where.
  const problem = (code: string) =>
    i18n.exists(`ingest.errors.codes.${code}`) ? t(`ingest.errors.codes.${code}`) : null;
  return (
    <>
      {isNarrow ? (
        <Stack gap="sm">
          {shown.map((issue) => (
            <div key={key(issue)}>
              <Text size="xs" c="dimmed">
                {issue.line > 0 ? `${t('ingest.errors.line')} ${issue.line}` : t('ingest.errors.wholeFile')} ·{' '}
                <Text span inherit ff="monospace">
                  {issue.code}
                </Text>
              </Text>
              {problem(issue.code) && (
                <Text size="sm" fw={500}>
                  {problem(issue.code)}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {issue.message}
              </Text>
            </div>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90}>{t('ingest.errors.line')}</Table.Th>
                <Table.Th w={240}>{t('ingest.errors.code')}</Table.Th>
                <Table.Th>{t('ingest.errors.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((issue) => (
                <Table.Tr key={key(issue)}>
                  <Table.Td>{issue.line > 0 ? issue.line : t('ingest.errors.wholeFile')}</Table.Td>
                  <Table.Td>
                    {problem(issue.code) && <Text size="sm">{problem(issue.code)}</Text>}
                    <Text size="xs" c="dimmed" ff="monospace">
                      {issue.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>{issue.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PagePicker total={Math.ceil(errors.length / PAGE_SIZE)} value={page} onChange={setPage} />
    </>
  );
}
