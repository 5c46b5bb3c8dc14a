import type { WithdrawalQuote } from '@irama/contracts';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where a withdrawal goes: bank, account number, branch and holder. */
export function BankDetails({ bank }: { bank: WithdrawalQuote['bank'] }) {
  const { t } = useTranslation();
  const fields = [
    { label: t('balance.bank.name'), value: bank.bank_name },
    { label: t('balance.bank.accountNumber'), value: bank.account_number },
    { label: t('balance.bank.branch'), value: bank.bank_branch },
    { label: t('balance.bank.holder'), value: bank.account_holder },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {fields.map((field) => (
        <div key={field.label}>
          <Text size="xs" c="dimmed">
            {field.label}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {field.value || '—'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
