import type { PermissionKey, ServiceName } from '@irama/contracts';

/** A link the user should see: where it goes and its Indonesian label. */
export interface ExpectedLink {
  path: string;
  label: string;
}

export interface ExpectedGroup {
  label: string;
  links: ExpectedLink[];
}

interface Rule extends ExpectedLink {
  /** SPEC §6 gating; no key means everyone sees it. */
  needs?: PermissionKey;
  /** A company service the link is for (the entertainment statement). */
  service?: ServiceName;
}

/**
 * The sidebar of SPEC §2 with the gating of SPEC §6, written out independently of the SPA's own
 * table: Laporan shows only with assetreports or dspreport; YouTube reports need assetreports,
 * DSP reports and income history dspreport, payment estimates, release and catalogue deliveryrelease,
 * Networkplace networkplace, expertise expertise. Distributor staff also get Operasional first.
 */
const SIDEBAR: { label: string; anyOf?: PermissionKey[]; isStaffOnly?: boolean; links: Rule[] }[] = [
  {
    label: 'Operasional',
    isStaffOnly: true,
    links: [
      { path: '/ops/releases', label: 'Antrean Rilis' },
      { path: '/ops/conflicts', label: 'Banding Konflik' },
      { path: '/ops/ingest', label: 'Ingest Laporan' },
      { path: '/ops/youtube-payments', label: 'Pembayaran YouTube' },
      { path: '/ops/withdrawals', label: 'Penarikan Saldo' },
      { path: '/ops/announcements', label: 'Pengumuman' },
      { path: '/ops/ideas', label: 'Konten Beranda & Ide' },
      { path: '/ops/support', label: 'Tiket Dukungan' },
      { path: '/ops/information-center', label: 'Kelola Pusat Informasi' },
      { path: '/ops/dsp-list', label: 'Kelola Daftar DSP' },
      { path: '/ops/changelog', label: 'Kelola Change Log' },
      { path: '/ops/networkplace', label: 'Laporan Networkplace' },
      { path: '/ops/expertise', label: 'Kelola Expertise' },
      { path: '/ops/musicbank', label: 'Music Bank' },
      { path: '/ops/switches', label: 'Pengaturan Fitur' },
    ],
  },
  {
    label: 'Umum',
    links: [
      { path: '/', label: 'Beranda' },
      { path: '/ideas', label: 'Ide' },
      { path: '/comingsoon/achievement', label: 'Pencapaian' },
      { path: '/expertise', label: 'Expertise', needs: 'expertise' },
    ],
  },
  {
    label: 'Katalog',
    links: [
      { path: '/release', label: 'Rilis', needs: 'deliveryrelease' },
      { path: '/catalogue', label: 'Katalog', needs: 'deliveryrelease' },
    ],
  },
  {
    label: 'Analytic',
    links: [
      { path: '/analytics/youtube-analytic-new', label: 'Analitik Aset' },
      { path: '/analytics/youtube-analytic/channel', label: 'Analitik Channel' },
      { path: '/analytics/dsp', label: 'Analitik DSP' },
      { path: '/analytics/smart-analytics', label: 'Smart Analytics' },
    ],
  },
  {
    label: 'Laporan',
    anyOf: ['assetreports', 'dspreport'],
    links: [
      { path: '/reports/youtube/revenue', label: 'Pendapatan YouTube', needs: 'assetreports' },
      { path: '/reports/youtube-report', label: 'Laporan', needs: 'assetreports' },
      { path: '/reports/youtube-report-adjustment', label: 'Laporan Penyesuaian', needs: 'assetreports' },
      { path: '/reports/dsp-report', label: 'Laporan DSP', needs: 'dspreport' },
      { path: '/reports/new-dsp-report', label: 'Laporan DSP Baru', needs: 'dspreport' },
      { path: '/reports/entertainment', label: 'Laporan Entertainment', service: 'entertainment' },
    ],
  },
  {
    label: 'Keuangan',
    links: [
      { path: '/riwayatpendapatan', label: 'Riwayat Pendapatan', needs: 'dspreport' },
      { path: '/reports/payment', label: 'Pembayaran', needs: 'estimates' },
    ],
  },
  {
    label: 'Layanan',
    links: [
      { path: '/networking', label: 'Jelajahi', needs: 'networkplace' },
      { path: '/networking/message', label: 'Pesan', needs: 'networkplace' },
      { path: '/comingsoon/musicbank', label: 'Music Bank' },
      { path: '/comingsoon/paylater', label: 'Paylater' },
    ],
  },
  {
    label: 'Informasi',
    links: [
      { path: '/infos/contact-us', label: 'Hubungi Kami' },
      { path: '/infos/information-center', label: 'Pusat Informasi' },
      { path: '/infos/feedback', label: 'Masukan' },
      { path: '/dsp-list', label: 'Daftar DSP' },
    ],
  },
];

/**
 * The sidebar groups and links a user holding these keys must see, in order (SPEC §2, §6); staff see
 * Operasional, and a company with the entertainment service its statement.
 */
export function expectedNav(
  permissions: readonly PermissionKey[],
  isStaff = false,
  services: readonly ServiceName[] = [],
): ExpectedGroup[] {
  const has = (key: PermissionKey | undefined) => key === undefined || permissions.includes(key);
  const takes = (service: ServiceName | undefined) => service === undefined || services.includes(service);
  return SIDEBAR.filter((group) => isStaff || !group.isStaffOnly)
    .filter((group) => !group.anyOf || group.anyOf.some(has))
    .map((group) => ({
      label: group.label,
      links: group.links
        .filter((link) => has(link.needs) && takes(link.service))
        .map(({ path, label }) => ({ path, label })),
    }))
    .filter((group) => group.links.length > 0);
}

/**
 * The Performa menu of SPEC §2, in order: the release button (deliveryrelease), then Laporan
 * (YouTube report: assetreports, DSP report: dspreport), Analitik (YouTube analytic; DSP analytic
 * opens the YouTube revenue report route) and Keuangan (payment: estimates, income history: dspreport).
 */
export function expectedPerformaMenu(permissions: readonly PermissionKey[]): ExpectedLink[] {
  const has = (key: PermissionKey | undefined) => key === undefined || permissions.includes(key);
  const entries: Rule[] = [
    { path: '/release', label: 'Rilis Musik Baru', needs: 'deliveryrelease' },
    { path: '/reports/youtube-report', label: 'Laporan YouTube', needs: 'assetreports' },
    { path: '/reports/dsp-report', label: 'Laporan DSP', needs: 'dspreport' },
    { path: '/analytics/youtube-analytic', label: 'YouTube Analytic' },
    { path: '/reports/youtube/revenue', label: 'Analitik DSP' },
    { path: '/reports/payment', label: 'Pembayaran', needs: 'estimates' },
    { path: '/riwayatpendapatan', label: 'Riwayat Pendapatan', needs: 'dspreport' },
  ];
  return entries.filter((entry) => has(entry.needs)).map(({ path, label }) => ({ path, label }));
}

/** The Performa section headings a user with these keys sees (a section with no entry is hidden). */
export function expectedPerformaSections(permissions: readonly PermissionKey[]): string[] {
  const has = (key: PermissionKey) => permissions.includes(key);
  const sections: string[] = [];
  if (has('assetreports') || has('dspreport')) sections.push('Laporan');
  sections.push('Analitik');
  if (has('estimates') || has('dspreport')) sections.push('Keuangan');
  return sections;
}
