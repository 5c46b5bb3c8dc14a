import { NOTICE_MESSAGES } from '@irama/contracts';
import type { Db } from '../db/database.ts';
import { NOTIFICATION_CATEGORY } from '../modules/notifications/notifications.repository.ts';
import type { SeedContext } from './seed-context.ts';

const HOUR_MS = 60 * 60 * 1000;

type DemoNotice = {
  hoursAgo: number;
  isRead: boolean;
  isImportant: boolean;
  categoryId: number;
  title: string;
  content: string;
  url: string;
  feature: string;
  message?: { key: string; values: Record<string, string> };
};

/** Notices of every category, read and unread, over the last ten days; the release's leads to its page. */
function noticesFor(release: { id: number; title: string; albumId: string } | null): DemoNotice[] {
  const { content, finance, report, general } = NOTIFICATION_CATEGORY;
  return [
    ...(release
      ? [
          {
            hoursAgo: 1,
            isRead: false,
            isImportant: false,
            categoryId: content,
            title: 'Status rilis: Berhasil',
            content: `Rilis "${release.title}" (${release.albumId}) sekarang berstatus Berhasil.`,
            url: `/release/${release.id}`,
            feature: 'release',
            message: {
              key: NOTICE_MESSAGES.releaseStatus,
              values: { title: release.title, albumId: release.albumId, status: 'success' },
            },
          },
        ]
      : []),
    {
      hoursAgo: 3,
      isRead: false,
      isImportant: true,
      categoryId: content,
      title: 'Konflik aset YouTube baru',
      content:
        '2 aset YouTube Anda berkonflik dengan pemilik lain. Terima atau ajukan banding sebelum tenggat 30 hari.',
      url: '/catalogue?tab=conflicts',
      feature: 'catalogue',
      message: { key: NOTICE_MESSAGES.conflictsOpened, values: { count: '2' } },
    },
    {
      hoursAgo: 26,
      isRead: false,
      isImportant: true,
      categoryId: finance,
      title: 'Bukti potong 2026-10 belum diunggah',
      content: 'Unggah bukti potong pajak untuk pembayaran periode 2026-10 paling lambat 2026-11-30.',
      url: '/reports/payment',
      feature: 'payment',
      message: { key: NOTICE_MESSAGES.taxProofDue, values: { period: '2026-10', deadline: '2026-11-30' } },
    },
    {
      hoursAgo: 30,
      isRead: true,
      isImportant: false,
      categoryId: finance,
      title: 'Pendapatan YouTube 2026-09 telah dibayarkan',
      content:
        'Pendapatan YouTube periode 2026-09 sebesar Rp 4.250.000 untuk 2 proyek telah ditransfer ke rekening Anda.',
      url: '/reports/payment',
      feature: 'payment',
      message: { key: NOTICE_MESSAGES.youtubePaid, values: { period: '2026-09', amount: '4250000', projects: '2' } },
    },
    {
      hoursAgo: 52,
      isRead: false,
      isImportant: false,
      categoryId: general,
      title: 'Fitur baru: Smart Analytics',
      content: 'Lihat lagu yang sedang naik atau turun di setiap toko musik dari menu Analytic.',
      url: '/analytics/smart-analytics',
      feature: 'announcement',
    },
    {
      hoursAgo: 75,
      isRead: true,
      isImportant: false,
      categoryId: report,
      title: 'Laporan youtube 2026-10 telah terbit',
      content: 'Pendapatan youtube untuk periode 2026-10 sudah masuk ke saldo Anda.',
      url: '/riwayatpendapatan',
      feature: 'report',
      message: { key: NOTICE_MESSAGES.reportPublished, values: { source: 'youtube', period: '2026-10' } },
    },
    {
      hoursAgo: 124,
      isRead: true,
      isImportant: true,
      categoryId: general,
      title: 'Pemeliharaan portal Sabtu malam',
      content: 'Portal tidak dapat diakses pada Sabtu pukul 23.00–24.00 WIB karena pemeliharaan server.',
      url: '/',
      feature: 'announcement',
    },
    {
      hoursAgo: 150,
      isRead: true,
      isImportant: false,
      categoryId: content,
      title: 'Banding konflik diterima',
      content: 'Banding Anda atas aset "Senja di Pantai" (A123456789012345) diterima.',
      url: '/catalogue?tab=conflicts',
      feature: 'catalogue',
      message: {
        key: NOTICE_MESSAGES.appealDecided,
        values: { title: 'Senja di Pantai', assetId: 'A123456789012345', outcome: 'won' },
      },
    },
    {
      hoursAgo: 220,
      isRead: true,
      isImportant: false,
      categoryId: content,
      title: 'Ekspor aset siap diunduh',
      content: 'Ekspor 48 aset YouTube (xlsx) sudah siap diunduh.',
      url: '/catalogue?tab=assets',
      feature: 'catalogue',
      message: { key: NOTICE_MESSAGES.exportReady, values: { rows: '48', format: 'xlsx' } },
    },
  ];
}

// The owners whose bell the demo fills; others get what the reports and payments leave.
const DEMO_OWNERS = ['owner@musik.demo', 'owner@indie.demo', 'owner@lomboksound.demo'];

/** Fills the demo owners' bells: every category, read and unread, important or not, today back to ten days ago. */
export async function seedNotifications(db: Db, seed: SeedContext, now = new Date()): Promise<void> {
  for (const email of DEMO_OWNERS) {
    const userId = seed.userId(email);
    const { company_id: companyId } = await db
      .selectFrom('users')
      .select('company_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const release = await db
      .selectFrom('releases')
      .select(['id', 'title', 'album_id'])
      .where('company_id', '=', companyId)
      .where('album_id', 'is not', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const notices = noticesFor(
      release ? { id: release.id, title: release.title ?? '', albumId: release.album_id ?? '' } : null,
    );
    await db
      .insertInto('notifications')
      .values(
        notices.map((notice) => ({
          company_id: companyId,
          user_id: userId,
          title: notice.title,
          content: notice.content,
          category_id: notice.categoryId,
          is_read: notice.isRead,
          is_important: notice.isImportant,
          additional_data: JSON.stringify({ url: notice.url, feature: notice.feature, message: notice.message }),
          created_at: new Date(now.getTime() - notice.hoursAgo * HOUR_MS).toISOString(),
        })),
      )
      .execute();
  }
}
