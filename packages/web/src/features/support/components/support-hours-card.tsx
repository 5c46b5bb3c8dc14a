import { isSupportOpen, type SupportInfo } from '@irama/contracts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';

const MINUTE_MS = 60_000;

/** "+62 811-1926-2026" from "6281119262026". */
export function formatPhone(digits: string): string {
  const local = digits.replace(/^62/, '');
  return `+62 ${local.slice(0, 3)}-${local.slice(3, 7)}-${local.slice(7)}`;
}

/** True while support is open, checked again every minute. */
function useIsOpenNow(): boolean {
  const [isOpen, setIsOpen] = useState(() => isSupportOpen(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setIsOpen(isSupportOpen(new Date())), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return isOpen;
}

/** The WhatsApp link, the email and the support hours, with whether support is open now (in WIB). */
export function SupportHoursCard({ info }: { info: SupportInfo }) {
  const { t } = useTranslation();
  const isOpen = useIsOpenNow();
  return (
    <SectionCard title={t('support.contact.reachTitle')} description={t('support.contact.reachDescription')}>
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('support.contact.hours', { opens: info.hours.opens, closes: info.hours.closes })}
          </Text>
          <Badge color={isOpen ? 'green' : 'gray'} variant="light" c="dark.7" data-testid="support-open-state">
            {isOpen ? t('support.contact.openNow') : t('support.contact.closedNow')}
          </Badge>
        </Group>
        {!isOpen && (
          <Text size="sm" c="dimmed">
            {t('support.contact.closedHint')}
          </Text>
        )}
        <Group gap="sm">
          <Button
            component="a"
            href={info.whatsapp_url}
            target="_blank"
            rel="noopener noreferrer"
            color="teal.9"
            leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
          >
            {t('support.contact.whatsapp', { number: formatPhone(info.whatsapp) })}
          </Button>
          <Button
            component="a"
            href={`mailto:${info.email}`}
            variant="default"
            leftSection={<IconMail size={18} aria-hidden />}
          >
            {info.email}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
