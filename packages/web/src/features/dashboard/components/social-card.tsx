import { type IdeaContent, SOCIAL_WIDGETS, type SocialWidget } from '@irama/contracts';
import { Tabs } from '@mantine/core';
import { IconArticle, IconBrandInstagram, IconBrandTiktok } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContentTiles } from '../../../components/ideas/content-tiles.tsx';
import { SectionCard } from '../../../components/section-card.tsx';

const ICONS = { instagram: IconBrandInstagram, tiktok: IconBrandTiktok, article: IconArticle } as const;

/** The Instagram, TikTok and article widgets, one tab each. */
export function SocialCard({ social }: { social: Record<SocialWidget, IdeaContent[]> }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('dashboard.social.title')} description={t('dashboard.social.description')}>
      <Tabs defaultValue="instagram" keepMounted={false}>
        <Tabs.List>
          {SOCIAL_WIDGETS.map((kind) => {
            const Icon = ICONS[kind];
            return (
              <Tabs.Tab key={kind} value={kind} leftSection={<Icon size={16} aria-hidden />}>
                {t(`ideas.widgets.${kind}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {SOCIAL_WIDGETS.map((kind) => (
          <Tabs.Panel key={kind} value={kind} pt="sm">
            <ContentTiles items={social[kind]} emptyText={t('ideas.widgets.empty')} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </SectionCard>
  );
}
