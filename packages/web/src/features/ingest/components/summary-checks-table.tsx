import type { RunSummaryCheck } from '@irama/contracts';
import { Badge, Box, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatMicros } from '../../../lib/money.ts';

/** A DSR's summary (SY) totals beside the totals of its sales lines, with the difference of each. */
export function SummaryChecksTable({ checks }: { checks: readonly RunSummaryCheck[] }) {
  const { t, i18n } = useTranslation();
  // A phone gets one card per summary: seven columns of figures do not fit 390 px.
  const isNarrow = useMediaQuery('(max-width: 48em)') ?? false;
  const count = new Intl.NumberFormat(i18n.language);
  const signed = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' });
  const usages = (value: number | null) => (value === null ? '—' : count.format(value));
  const money = (value: number | null, check: RunSummaryCheck) =>
    value === null ? '—' : formatMicros(value, check.currency, i18n.language);
  const usageDifference = (check: RunSummaryCheck) =>
    check.declared_usages === null ? '—' : signed.format(check.declared_usages - check.body_usages);
  const revenueDifference = (check: RunSummaryCheck) => {
    if (check.declared_net_revenue_micros === null) return '—';
    const difference = check.declared_net_revenue_micros - check.body_net_revenue_micros;
    const text = formatMicros(Math.abs(difference), check.currency, i18n.language);
    return difference > 0 ? `+${text}` : difference < 0 ? `−${text}` : text;
  };
  const where = (check: RunSummaryCheck) =>
    check.line === null ? t('ingest.review.checks.noSummary') : t('ingest.review.checks.line', { line: check.line });
  const verdict = (check: RunSummaryCheck) => (
    <Badge size="sm" variant="light" color={check.is_match ? 'green' : 'orange'} style={{ flexShrink: 0 }}>
      {check.is_match ? t('ingest.review.checks.match') : t('ingest.review.checks.mismatch')}
    </Badge>
  );

  const heading = (check: RunSummaryCheck) => (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {check.key}
        </Text>
        <Text size="xs" c="dimmed">
          {where(check)}
        </Text>
      </div>
      {verdict(check)}
    </Group>
  );

  if (isNarrow) {
    const figure = (label: string, value: string, isStrong = false) => (
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        {/* Three amounts side by side on 390 px: the smaller size keeps "+US$11.568,53" on one line. */}
        <Text size="xs" fw={isStrong ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </div>
    );
    return (
      <Stack gap="sm">
        {checks.map((check) => (
          <Paper key={check.key} withBorder radius="sm" p="sm">
            <Box mb="xs">{heading(check)}</Box>
            <Text size="xs" fw={600} mb={4}>
              {t('ingest.review.checks.usages')}
            </Text>
            <SimpleGrid cols={3} spacing="xs" mb="xs">
              {figure(t('ingest.review.checks.declared'), usages(check.declared_usages))}
              {figure(t('ingest.review.checks.body'), usages(check.body_usages))}
              {figure(t('ingest.review.checks.difference'), usageDifference(check), !check.is_match)}
            </SimpleGrid>
            <Text size="xs" fw={600} mb={4}>
              {t('ingest.review.checks.revenue')}
            </Text>
            <SimpleGrid cols={3} spacing="xs">
              {figure(t('ingest.review.checks.declared'), money(check.declared_net_revenue_micros, check))}
              {figure(t('ingest.review.checks.body'), money(check.body_net_revenue_micros, check))}
              {figure(t('ingest.review.checks.difference'), revenueDifference(check), !check.is_match)}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }

  const figure = (value: string, isStrong = false) => (
    <Table.Td ta="right" fw={isStrong ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {value}
    </Table.Td>
  );
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2}>{t('ingest.review.checks.summary')}</Table.Th>
            <Table.Th colSpan={3} ta="center">
              {t('ingest.review.checks.usages')}
            </Table.Th>
            <Table.Th colSpan={3} ta="center">
              {t('ingest.review.checks.revenue')}
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            {[0, 1].flatMap((group) =>
              (['declared', 'body', 'difference'] as const).map((column) => (
                <Table.Th key={`${group}-${column}`} ta="right">
                  {t(`ingest.review.checks.${column}`)}
                </Table.Th>
              )),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checks.map((check) => (
            <Table.Tr key={check.key}>
              <Table.Td>{heading(check)}</Table.Td>
              {figure(usages(check.declared_usages))}
              {figure(usages(check.body_usages))}
              {figure(usageDifference(check), !check.is_match)}
              {figure(money(check.declared_net_revenue_micros, check))}
              {figure(money(check.body_net_revenue_micros, check))}
              {figure(revenueDifference(check), !check.is_match)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
