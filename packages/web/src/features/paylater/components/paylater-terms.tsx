import type { PaylaterSummary } from '@irama/contracts';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';

/** Paylater's terms in plain words: no interest, one flat charge shown first, repaid from royalties only. */
export function PaylaterTerms({ terms }: { terms: PaylaterSummary['terms'] }) {
  const { t } = useTranslation();
  const values = {
    limit: terms.limit_share_percent,
    charge: terms.service_charge_percent,
    share: terms.repayment_share_percent,
  };
  return (
    <SectionCard title={t('paylater.terms.title')}>
      <List size="sm" spacing={6}>
        {(['what', 'charge', 'repay', 'limit', 'stop'] as const).map((key) => (
          <List.Item key={key}>
            <Text size="sm" span>
              {t(`paylater.terms.${key}`, values)}
            </Text>
          </List.Item>
        ))}
      </List>
    </SectionCard>
  );
}
