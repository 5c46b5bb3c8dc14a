import { PERMISSION_KEYS, type PermissionKey, SERVICE_NAMES, type ServiceName } from '@irama/contracts';

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

interface RuleGroup {
  label: string;
  isStaffOnly: boolean;
  links: Rule[];
}

function isPermissionKey(word: string): word is PermissionKey {
  return (PERMISSION_KEYS as readonly string[]).includes(word);
}

function isServiceName(word: string): word is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(word);
}

function ruleOf(line: string): Rule {
  const [path = '', label = '', gate = ''] = line.split('|').map((cell) => cell.trim());
  const [word = '', service = ''] = gate.split(' ');
  if (word === 'service' && isServiceName(service)) return { path, label, service };
  if (isPermissionKey(word)) return { path, label, needs: word };
  if (gate === '') return { path, label };
  throw new Error(`expected-nav: "${gate}" is neither a permission key nor "service <name>"`);
}

/**
 * Reads a menu written as text: an unindented line starts a group (its label; "(staff)" after it
 * for distributor staff only), an indented one is a link of the last group: `path | label | gate`,
 * where the gate is a permission key, `service <name>`, or nothing for everyone. Links before the
 * first heading stand in a group without a label.
 */
function parseMenu(text: string): RuleGroup[] {
  const groups: RuleGroup[] = [{ label: '', isStaffOnly: false, links: [] }];
  for (const line of text.split('\n').filter((row) => row.trim() !== '')) {
    const heading = /^(\S.*?)( \(staff\))?$/.exec(line);
    if (heading) groups.push({ label: heading[1] ?? '', isStaffOnly: heading[2] !== undefined, links: [] });
    else groups.at(-1)?.links.push(ruleOf(line));
  }
  return groups;
}

/**
 * The sidebar of SPEC §2 with the gating of SPEC §6, written out independently of the SPA's own
 * table. Distributor staff also get Operasional first.
 */
const SIDEBAR = parseMenu(`
Operasional (staff)
  /ops/releases                       | Antrean Rilis
  /ops/conflicts                      | Banding Konflik
  /ops/ingest                         | Ingest Laporan
  /ops/youtube-payments               | Pembayaran YouTube
  /ops/withdrawals                    | Penarikan Saldo
  /ops/announcements                  | Pengumuman
  /ops/ideas                          | Konten Beranda & Ide
  /ops/support                        | Tiket Dukungan
  /ops/information-center             | Kelola Pusat Informasi
  /ops/dsp-list                       | Kelola Daftar DSP
  /ops/changelog                      | Kelola Change Log
  /ops/networkplace                   | Laporan Networkplace
  /ops/expertise                      | Kelola Expertise
  /ops/musicbank                      | Music Bank
  /ops/switches                       | Pengaturan Fitur
Umum
  /                                   | Beranda
  /ideas                              | Ide
  /comingsoon/achievement             | Pencapaian
  /expertise                          | Expertise                | expertise
Katalog
  /release                            | Rilis                    | deliveryrelease
  /catalogue                          | Katalog                  | deliveryrelease
Analytic
  /analytics/youtube-analytic-new     | Analitik Aset
  /analytics/youtube-analytic/channel | Analitik Channel
  /analytics/dsp                      | Analitik DSP
  /analytics/smart-analytics          | Smart Analytics
  /analytics/songstats                | Songstats
Laporan
  /reports/youtube/revenue            | Pendapatan YouTube       | assetreports
  /reports/youtube-report             | Laporan                  | assetreports
  /reports/youtube-report-adjustment  | Laporan Penyesuaian      | assetreports
  /reports/dsp-report                 | Laporan DSP              | dspreport
  /reports/new-dsp-report             | Laporan DSP Baru         | dspreport
  /reports/entertainment              | Laporan Entertainment    | service entertainment
Keuangan
  /riwayatpendapatan                  | Riwayat Pendapatan       | dspreport
  /reports/payment                    | Pembayaran               | estimates
Layanan
  /networking                         | Jelajahi                 | networkplace
  /networking/message                 | Pesan                    | networkplace
  /comingsoon/musicbank               | Music Bank
  /comingsoon/paylater                | Paylater
Informasi
  /infos/contact-us                   | Hubungi Kami
  /infos/information-center           | Pusat Informasi
  /infos/feedback                     | Masukan
  /dsp-list                           | Daftar DSP
`);

/**
 * The Performa menu of SPEC §2, in order: the release button, then Laporan, Analitik (its DSP analytic
 * opens the YouTube revenue report route, for everyone) and Keuangan.
 */
const PERFORMA = parseMenu(`
  /release                            | Rilis Musik Baru         | deliveryrelease
Laporan
  /reports/youtube-report             | Laporan YouTube          | assetreports
  /reports/dsp-report                 | Laporan DSP              | dspreport
Analitik
  /analytics/youtube-analytic         | YouTube Analytic
  /reports/youtube/revenue            | Analitik DSP
Keuangan
  /reports/payment                    | Pembayaran               | estimates
  /riwayatpendapatan                  | Riwayat Pendapatan       | dspreport
`);

/** The groups of a menu a user sees, each with the links they may see; a group left without links is hidden. */
function visibleGroups(
  menu: RuleGroup[],
  permissions: readonly PermissionKey[],
  isStaff = false,
  services: readonly ServiceName[] = [],
): ExpectedGroup[] {
  const isShown = ({ needs, service }: Rule) =>
    (needs === undefined || permissions.includes(needs)) && (service === undefined || services.includes(service));
  return menu
    .filter((group) => isStaff || !group.isStaffOnly)
    .map((group) => ({
      label: group.label,
      links: group.links.filter(isShown).map(({ path, label }) => ({ path, label })),
    }))
    .filter((group) => group.links.length > 0);
}

/**
 * The sidebar groups and links a user holding these keys must see, in order (SPEC §2, §6); staff see
 * Operasional, and a company with the entertainment service its statement.
 */
export function expectedNav(
  permissions: readonly PermissionKey[],
  isStaff = false,
  services: readonly ServiceName[] = [],
): ExpectedGroup[] {
  return visibleGroups(SIDEBAR, permissions, isStaff, services);
}

/** The Performa menu's entries a user with these keys sees, in order. */
export function expectedPerformaMenu(permissions: readonly PermissionKey[]): ExpectedLink[] {
  return visibleGroups(PERFORMA, permissions).flatMap((group) => group.links);
}

/** The Performa section headings a user with these keys sees (a section with no entry is hidden). */
export function expectedPerformaSections(permissions: readonly PermissionKey[]): string[] {
  return visibleGroups(PERFORMA, permissions)
    .map((group) => group.label)
    .filter((label) => label !== '');
}
