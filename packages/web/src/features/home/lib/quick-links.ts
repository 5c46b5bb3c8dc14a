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
    titleKey: 'home.cards.release.title',
    descriptionKey: 'home.cards.release.description',
    icon: IconRocket,
    permission: 'deliveryrelease',
  },
  {
    id: 'catalogue',
    to: '/catalogue',
    titleKey: 'home.cards.catalogue.title',
    descriptionKey: 'home.cards.catalogue.description',
    icon: IconDisc,
  },
  {
    id: 'youtube-analytic',
    to: '/analytics/youtube-analytic',
    titleKey: 'home.cards.analytics.title',
    descriptionKey: 'home.cards.analytics.description',
    icon: IconChartLine,
  },
  {
    id: 'youtube-report',
    to: '/reports/youtube-report',
    titleKey: 'home.cards.youtubeReport.title',
    descriptionKey: 'home.cards.youtubeReport.description',
    icon: IconBrandYoutube,
    permission: 'assetreports',
  },
  {
    id: 'dsp-report',
    to: '/reports/dsp-report',
    titleKey: 'home.cards.dspReport.title',
    descriptionKey: 'home.cards.dspReport.description',
    icon: IconReportMoney,
    permission: 'dspreport',
  },
  {
    id: 'payment',
    to: '/reports/payment',
    titleKey: 'home.cards.payment.title',
    descriptionKey: 'home.cards.payment.description',
    icon: IconReceipt2,
    permission: 'estimates',
  },
  {
    id: 'networkplace',
    to: '/networking',
    titleKey: 'home.cards.networkplace.title',
    descriptionKey: 'home.cards.networkplace.description',
    icon: IconUsersGroup,
    permission: 'networkplace',
  },
  {
    id: 'expertise',
    to: '/expertise',
    titleKey: 'home.cards.expertise.title',
    descriptionKey: 'home.cards.expertise.description',
    icon: IconSchool,
    permission: 'expertise',
  },
  {
    id: 'information-center',
    to: '/infos/information-center',
    titleKey: 'home.cards.informationCenter.title',
    descriptionKey: 'home.cards.informationCenter.description',
    icon: IconInfoCircle,
  },
  {
    id: 'dsp-list',
    to: '/dsp-list',
    titleKey: 'home.cards.dspList.title',
    descriptionKey: 'home.cards.dspList.description',
    icon: IconBook2,
  },
];
