import type { PermissionKey } from '@irama/contracts';
import {
  IconBook2,
  IconBrandYoutube,
  IconChartLine,
  IconDisc,
  IconInfoCircle,
  IconReceipt2,
  IconReportMoney,
  IconRocket,
  IconSchool,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface QuickLink {
  id: string;
  to: string;
  titleKey: string;
  descriptionKey: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  permission?: PermissionKey;
}

/** The Home cards; each shows only when the user has its feature (SPEC §6 keys). */
export const QUICK_LINKS: QuickLink[] = [
  {
    id: 'release',
    to: '/release',
    titleKey: 'dashboard.cards.release.title',
    descriptionKey: 'dashboard.cards.release.description',
    icon: IconRocket,
    permission: 'deliveryrelease',
  },
  {
    id: 'catalogue',
    to: '/catalogue',
    titleKey: 'dashboard.cards.catalogue.title',
    descriptionKey: 'dashboard.cards.catalogue.description',
    icon: IconDisc,
  },
  {
    id: 'youtube-analytic',
    to: '/analytics/youtube-analytic',
    titleKey: 'dashboard.cards.analytics.title',
    descriptionKey: 'dashboard.cards.analytics.description',
    icon: IconChartLine,
  },
  {
    id: 'youtube-report',
    to: '/reports/youtube-report',
    titleKey: 'dashboard.cards.youtubeReport.title',
    descriptionKey: 'dashboard.cards.youtubeReport.description',
    icon: IconBrandYoutube,
    permission: 'assetreports',
  },
  {
    id: 'dsp-report',
    to: '/reports/dsp-report',
    titleKey: 'dashboard.cards.dspReport.title',
    descriptionKey: 'dashboard.cards.dspReport.description',
    icon: IconReportMoney,
    permission: 'dspreport',
  },
  {
    id: 'payment',
    to: '/reports/payment',
    titleKey: 'dashboard.cards.payment.title',
    descriptionKey: 'dashboard.cards.payment.description',
    icon: IconReceipt2,
    permission: 'estimates',
  },
  {
    id: 'networkplace',
    to: '/networking',
    titleKey: 'dashboard.cards.networkplace.title',
    descriptionKey: 'dashboard.cards.networkplace.description',
    icon: IconUsersGroup,
    permission: 'networkplace',
  },
  {
    id: 'expertise',
    to: '/expertise',
    titleKey: 'dashboard.cards.expertise.title',
    descriptionKey: 'dashboard.cards.expertise.description',
    icon: IconSchool,
    permission: 'expertise',
  },
  {
    id: 'information-center',
    to: '/infos/information-center',
    titleKey: 'dashboard.cards.informationCenter.title',
    descriptionKey: 'dashboard.cards.informationCenter.description',
    icon: IconInfoCircle,
  },
  {
    id: 'dsp-list',
    to: '/dsp-list',
    titleKey: 'dashboard.cards.dspList.title',
    descriptionKey: 'dashboard.cards.dspList.description',
    icon: IconBook2,
  },
];
