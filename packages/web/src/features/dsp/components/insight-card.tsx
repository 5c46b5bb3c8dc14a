import type { DspInsight } from '@irama/contracts';
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBookmark,
  IconBroadcast,
  IconCalendarStar,
  IconMapPin,
  IconTrendingDown,
  IconTrendingUp,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/country-name.ts';
import { platformName } from '../../../lib/platform-name.ts';
import { formatBps, formatCount, weekdayName } from '../lib/format.ts';

interface Look {
  icon: ReactNode;
  color: string;
  tag: string;
  title: string;
  body: string;
}

/** One insight: what it says and the numbers behind it. */
export function InsightCard({ insight }: { insight: DspInsight }) {
  const look = useLook(insight);
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="article" data-kind={insight.kind}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <ThemeIcon variant="light" color={look.color} size="lg" radius="xl">
          {look.icon}
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t(look.tag)}
          </Text>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {look.title}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {look.body}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function useLook(insight: DspInsight): Look {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const count = (value: number) => formatCount(value, language);
  const pct = (bps: number, signed = false) => formatBps(bps, language, signed);
  const song = (row: { title: string | null; isrc: string }) => row.title ?? row.isrc;
  switch (insight.kind) {
    case 'growth':
      return {
        icon: <IconTrendingUp size={18} />,
        color: 'teal',
        tag: 'dsp.smart.tags.growth',
        title: t('dsp.smart.growth.title', { song: song(insight), change: pct(insight.change_bps, true) }),
        body: t('dsp.smart.growth.body', {
          streams: count(insight.streams),
          previous: count(insight.previous_streams),
        }),
      };
    case 'breakout': {
      const country = countryName(insight.country, language);
      return {
        icon: <IconMapPin size={18} />,
        color: 'grape',
        tag: 'dsp.smart.tags.breakout',
        title: t('dsp.smart.breakout.title', { song: song(insight), country }),
        body: t('dsp.smart.breakout.body', {
          country,
          share: pct(insight.share_bps),
          streams: count(insight.streams),
          previousShare: pct(insight.previous_share_bps),
        }),
      };
    }
    case 'drop':
      return {
        icon: <IconTrendingDown size={18} />,
        color: 'red',
        tag: 'dsp.smart.tags.drop',
        title:
          insight.subject === 'platform'
            ? t('dsp.smart.drop.platformTitle', {
                platform: platformName(insight.key),
                change: pct(-insight.change_bps),
              })
            : t(insight.subject === 'song' ? 'dsp.smart.drop.songTitle' : 'dsp.smart.drop.songPlatformTitle', {
                song: insight.title ?? insight.key,
                platform: platformName(insight.platform ?? ''),
                change: pct(-insight.change_bps),
              }),
        body: t('dsp.smart.drop.body', { streams: count(insight.streams), previous: count(insight.previous_streams) }),
      };
    case 'best_release_day': {
      const weekday = weekdayName(insight.weekday, language);
      return {
        icon: <IconCalendarStar size={18} />,
        color: 'blue',
        tag: 'dsp.smart.tags.releaseDay',
        title: t('dsp.smart.releaseDay.title', { weekday }),
        body: t(`dsp.smart.releaseDay.${insight.basis}`, {
          weekday,
          average: count(insight.average_streams),
          samples: count(insight.samples),
        }),
      };
    }
    case 'top_country':
    case 'top_platform': {
      const name = insight.kind === 'top_country' ? countryName(insight.key, language) : platformName(insight.key);
      return {
        icon: insight.kind === 'top_country' ? <IconWorld size={18} /> : <IconBroadcast size={18} />,
        color: 'orange',
        tag: 'dsp.smart.tags.highlight',
        title: t('dsp.smart.leader.title', { name, share: pct(insight.share_bps) }),
        body: t('dsp.smart.leader.body', { streams: count(insight.streams) }),
      };
    }
    case 'save_rate':
      return {
        icon: <IconBookmark size={18} />,
        color: 'cyan',
        tag: 'dsp.smart.tags.highlight',
        title: t('dsp.smart.saveRate.title', { song: song(insight) }),
        body: t('dsp.smart.saveRate.body', {
          saves: count(insight.saves),
          streams: count(insight.streams),
          rate: pct(insight.save_rate_bps),
        }),
      };
  }
}
