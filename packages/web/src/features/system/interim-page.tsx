import { Badge, List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HomeButton, StatusPage } from '../../components/status-page.tsx';

interface InterimPageProps {
  /** The page's key under `pages.` in the catalogues: its title and what it will show. */
  page: string;
}

/** Stands in for a screen that a later issue builds, saying what it will show. */
export default function InterimPage({ page }: InterimPageProps) {
  const { t } = useTranslation();
  const highlights = t(`pages.${page}.highlights`, { returnObjects: true, defaultValue: [] });
  return (
    <StatusPage
      icon={<IconTools size={36} />}
      title={t(`pages.${page}.title`)}
      description={t(`pages.${page}.description`)}
      actions={<HomeButton label={t('system.actions.home')} />}
    >
      <Badge variant="light" size="lg" radius="sm">
        {t('system.interim.badge')}
      </Badge>
      {Array.isArray(highlights) && highlights.length > 0 && (
        <List
          ta="left"
          spacing="xs"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {highlights.map((highlight) => (
            <List.Item key={String(highlight)}>{String(highlight)}</List.Item>
          ))}
        </List>
      )}
    </StatusPage>
  );
}
