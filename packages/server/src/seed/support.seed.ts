import fs from 'node:fs/promises';
import type { Db } from '../db/database.ts';
import { insertArticle, insertChangelog, insertStore } from '../modules/support/content.repository.ts';
import { createSupportStorage } from '../modules/support/support.files.ts';
import { addMessage, insertTicket, type NewAttachment } from '../modules/support/support.repository.ts';
import type { SeedContext } from './seed-context.ts';
import { DEMO_ARTICLES, DEMO_CHANGELOG, DEMO_STORES } from './support.seed-data.ts';

const OWNER = 'owner@musik.demo';
const STAFF = 'staff@irama.demo';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A one-page PDF kept as a staff reply's attachment (only when the seed writes files). */
async function guidePdf(seed: SeedContext, companyId: number): Promise<NewAttachment[]> {
  if (!seed.dataDir) return [];
  const storage = createSupportStorage(seed.dataDir);
  const temp = await storage.tempPath();
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  await fs.writeFile(temp, body);
  const storedName = await storage.keep(temp, companyId, 'pdf');
  return [{ name: 'panduan-allowlist-content-id.pdf', extension: 'pdf', storedName, size: body.length }];
}

/** Moves a seeded ticket and its messages back in time, so the demo reads like a real history. */
async function backdate(db: Db, ticketId: number, daysAgo: number): Promise<void> {
  const messages = await db
    .selectFrom('support_messages')
    .select('id')
    .where('ticket_id', '=', ticketId)
    .orderBy('id')
    .execute();
  const start = Date.now() - daysAgo * DAY_MS;
  for (const [index, message] of messages.entries()) {
    const at = new Date(start + index * 3 * 60 * 60 * 1000).toISOString();
    await db.updateTable('support_messages').set({ created_at: at }).where('id', '=', message.id).execute();
  }
  const last = new Date(start + Math.max(messages.length - 1, 0) * 3 * 60 * 60 * 1000).toISOString();
  await db
    .updateTable('support_tickets')
    .set({ created_at: new Date(start).toISOString(), updated_at: last })
    .where('id', '=', ticketId)
    .execute();
}

/** The information center, the 42 stores, the changelog, and two answered tickets for owner@musik.demo. */
export async function seedSupport(db: Db, seed: SeedContext): Promise<void> {
  for (const [position, article] of DEMO_ARTICLES.entries()) {
    await insertArticle(db, { ...article, position, is_published: true });
  }
  for (const [position, store] of DEMO_STORES.entries()) {
    await insertStore(db, { ...store, position, is_published: true });
  }
  for (const entry of DEMO_CHANGELOG) await insertChangelog(db, entry);

  const companyId = seed.companyId('musik');
  const owner = { authorId: seed.userId(OWNER), authorName: 'Budi Santoso', isStaff: false };
  const staff = { authorId: seed.userId(STAFF), authorName: 'Sari Wulandari', isStaff: true };

  const claimed = await insertTicket(
    db,
    companyId,
    { userId: seed.userId(OWNER), subject: 'Video di kanal sendiri terkena klaim Content ID', category: 'technical' },
    {
      ...owner,
      message:
        'Halo tim Irama, video klip "Senja di Kuta" yang kami unggah di kanal resmi kami terkena klaim Content ID dari rilis kami sendiri. Mohon kanal kami dimasukkan ke daftar yang diizinkan.',
    },
    [],
  );
  await addMessage(
    db,
    companyId,
    claimed,
    {
      ...staff,
      message:
        'Halo Pak Budi, kanal Anda sudah kami masukkan ke daftar yang diizinkan; klaim akan dilepas otomatis dalam 1×24 jam. Panduan terlampir untuk kanal lain yang ingin Anda daftarkan.',
    },
    await guidePdf(seed, companyId),
    'answered',
  );
  await backdate(db, claimed, 6);

  const payout = await insertTicket(
    db,
    companyId,
    { userId: seed.userId(OWNER), subject: 'Perubahan rekening bank untuk pembayaran', category: 'payment' },
    { ...owner, message: 'Kami pindah bank dari BCA ke Bank Mandiri. Dokumen apa saja yang perlu kami kirim?' },
    [],
  );
  await addMessage(
    db,
    companyId,
    payout,
    {
      ...staff,
      message:
        'Mohon kirim foto buku tabungan Bank Mandiri atas nama perusahaan dan surat permohonan bertanda tangan direktur. Setelah diverifikasi, pembayaran berikutnya masuk ke rekening baru.',
    },
    [],
    'answered',
  );
  await backdate(db, payout, 2);

  await insertTicket(
    db,
    companyId,
    { userId: seed.userId(OWNER), subject: 'Rilis "Pelangi Timur" belum muncul di JOOX', category: 'release' },
    { ...owner, message: 'Rilis sudah tayang di Spotify sejak Senin, tapi belum ada di JOOX. Apakah ada kendala?' },
    [],
  );
}
