import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import { companyScope } from '../db/scope.ts';
import { songOf } from '../demo/model.ts';
import { replayAt } from '../lib/clock.ts';
import { createLocalStorage } from '../lib/storage/index.ts';
import { insertArticle, insertChangelog, insertStore } from '../modules/support/content.repository.ts';
import { createSupportStorage, type ReceivedFile } from '../modules/support/support.files.ts';
import { insertTicket } from '../modules/support/support.repository.ts';
import { replyToTicket } from '../modules/support/support.service.ts';
import type { SeedContext } from './seed-context.ts';
import { DEMO_ARTICLES, DEMO_CHANGELOG, DEMO_STORES } from './support.seed-data.ts';

const OWNER = 'owner@musik.demo';
const STAFF = 'staff@irama.demo';
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const GUIDE =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** The tickets owner@musik.demo wrote, about songs and releases of its model, and what staff answered (if yet). */
const TICKETS = [
  {
    daysAgo: 6,
    subject: 'Video di kanal sendiri terkena klaim Content ID',
    category: 'technical' as const,
    message: `Halo tim Irama, video klip "${songOf('musik', 'Malam Minggu').title}" yang kami unggah di kanal resmi kami terkena klaim Content ID dari rilis kami sendiri. Mohon kanal kami dimasukkan ke daftar yang diizinkan.`,
    answer: {
      message:
        'Halo Pak Budi, kanal Anda sudah kami masukkan ke daftar yang diizinkan; klaim akan dilepas otomatis dalam 1×24 jam. Panduan terlampir untuk kanal lain yang ingin Anda daftarkan.',
      guide: 'panduan-allowlist-content-id.pdf',
    },
  },
  {
    daysAgo: 2,
    subject: 'Perubahan rekening bank untuk pembayaran',
    category: 'payment' as const,
    message: 'Kami pindah bank dari BCA ke Bank Mandiri. Dokumen apa saja yang perlu kami kirim?',
    answer: {
      message:
        'Mohon kirim foto buku tabungan Bank Mandiri atas nama perusahaan dan surat permohonan bertanda tangan direktur. Setelah diverifikasi, pembayaran berikutnya masuk ke rekening baru.',
    },
  },
  {
    daysAgo: 1,
    subject: `Rilis "${songOf('musik', 'Goyang Pantura').release.title}" kapan tayang di JOOX?`,
    category: 'release' as const,
    message: `Rilis kami sedang diproses dan dijadwalkan tayang ${songOf('musik', 'Goyang Pantura').release.releaseDate}. Apakah JOOX ikut tayang di hari yang sama dengan Spotify?`,
  },
];

/** Moves a ticket's first message (the partner's) back to when it was written. */
async function backdate(db: Db, ticketId: number, at: string): Promise<void> {
  await db.updateTable('support_messages').set({ created_at: at }).where('ticket_id', '=', ticketId).execute();
  await db.updateTable('support_tickets').set({ created_at: at, updated_at: at }).where('id', '=', ticketId).execute();
}

/** The information center, the 42 stores, the changelog, and the tickets owner@musik.demo wrote. */
export async function seedSupport(db: Db, seed: SeedContext, now = new Date()): Promise<void> {
  for (const [position, article] of DEMO_ARTICLES.entries()) {
    await insertArticle(db, { ...article, position, is_published: true });
  }
  for (const [position, store] of DEMO_STORES.entries()) {
    await insertStore(db, { ...store, position, is_published: true });
  }
  for (const entry of DEMO_CHANGELOG) await insertChangelog(db, entry);

  const scope = companyScope(seed.companyId('musik'));
  const owner = { authorId: seed.userId(OWNER), authorName: 'Budi Santoso', isStaff: false };
  for (const ticket of TICKETS) {
    const id = await insertTicket(
      db,
      scope,
      { userId: seed.userId(OWNER), subject: ticket.subject, category: ticket.category },
      { ...owner, message: ticket.message },
      [],
    );
    await backdate(db, id, new Date(now.getTime() - ticket.daysAgo * DAY_MS).toISOString());
    seed.tickets.set(ticket.subject, id);
  }
}

/**
 * Staff answer the tickets that have an answer three hours after they were written, through the support
 * service, which keeps the reply with its attachment and leaves the partner's notice.
 */
export async function replaySupportReplies(db: Db, seed: SeedContext, now = new Date()): Promise<void> {
  // Without a storage (tests) the guides go to a folder of their own, removed afterwards.
  const scratch = seed.storage ? null : await fs.mkdtemp(path.join(os.tmpdir(), 'irama-seed-'));
  // A reply here takes no finished upload, so the support storage needs no upload folder.
  const storage = createSupportStorage(seed.storage ?? createLocalStorage(scratch ?? ''), '');
  const deps = { db, storage, support: { whatsapp: '', email: '' }, now: () => now };
  const staff = { user: { id: seed.userId(STAFF), firstname: 'Sari', lastname: 'Wulandari', email: STAFF } };
  try {
    for (const ticket of TICKETS) {
      const id = seed.tickets.get(ticket.subject);
      if (!ticket.answer || id === undefined) continue;
      const at = new Date(now.getTime() - ticket.daysAgo * DAY_MS + 3 * HOUR_MS);
      const files: ReceivedFile[] = [];
      if (ticket.answer.guide) {
        const temp = await storage.tempPath();
        await fs.writeFile(temp, GUIDE);
        files.push({ temp, name: ticket.answer.guide, extension: 'pdf' as const, size: GUIDE.length });
      }
      await replayAt(at, () => replyToTicket({ ...deps, now: () => at }, staff, id, ticket.answer.message, files));
    }
  } finally {
    if (scratch) await fs.rm(scratch, { recursive: true, force: true });
  }
}
