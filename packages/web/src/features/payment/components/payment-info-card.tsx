import type { PaymentInfo } from '@irama/contracts';
import { Anchor, Group, List, SimpleGrid, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { daysUntil } from '../lib/tax-deadline.ts';

/** Where YouTube revenue is transferred, when, and what to do when it does not arrive. */
export function PaymentInfoCard({ info }: { info: PaymentInfo }) {
  const { t, i18n } = useTranslation();
  const { bank, next_tax_deadline: deadline } = info;
  // The nearest missing proof may already be late: that is said plainly, not as a "next" deadline.
  const taxLine = !deadline
    ? t('payment.info.noTaxDeadline', { day: info.tax_proof_day })
    : t(daysUntil(deadline, new Date()) < 0 ? 'payment.info.overdueTaxDeadline' : 'payment.info.nextTaxDeadline', {
        date: formatDate(deadline, i18n.language),
      });
  const fields = bank
    ? [
        { label: t('payment.info.bankName'), value: bank.bank_name },
        { label: t('payment.info.accountNumber'), value: bank.account_number },
        { label: t('payment.info.bankBranch'), value: bank.bank_branch },
        { label: t('payment.info.accountHolder'), value: bank.account_holder },
      ]
    : [];
  return (
    <SectionCard title={t('payment.info.title')}>
      {bank ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {fields.map((field) => (
            <div key={field.label}>
              <Text size="xs" c="dimmed">
                {field.label}
              </Text>
              <Text fw={600}>{field.value || '—'}</Text>
            </div>
          ))}
        </SimpleGrid>
      ) : (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={18} color="var(--mantine-color-orange-6)" aria-hidden />
          <Text size="sm">
            {t('payment.info.noBank')}{' '}
            <Anchor component={Link} to="/profile?tab=company">
              {t('payment.info.addBank')}
            </Anchor>
          </Text>
        </Group>
      )}
      <List size="sm" spacing={4} icon={<IconBuildingBank size={16} aria-hidden />}>
        <List.Item>{t('payment.info.transferTime')}</List.Item>
        <List.Item>{t('payment.info.bankContact', { days: info.bank_contact_days })}</List.Item>
        <List.Item>{taxLine}</List.Item>
      </List>
    </SectionCard>
  );
}
