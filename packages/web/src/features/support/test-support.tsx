import type { Article, Store, SupportInfo, Ticket, TicketDetail } from '@irama/contracts';
import type { Answer } from '../../test/api-stub.tsx';

export const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
export const pageOf = (results: unknown[]): Answer => ok({ results, page: 1, limit: 20, total: results.length });

export const INFO: SupportInfo = {
  whatsapp: '6281119262026',
  whatsapp_url: 'https://wa.me/6281119262026',
  email: 'support@irama.id',
  hours: { days: [1, 2, 3, 4, 5], opens: '10:00', closes: '17:00', time_zone: 'Asia/Jakarta' },
  is_open: true,
  ticket_categories: ['release', 'report', 'payment', 'account', 'technical', 'other'],
  feedback_categories: ['suggestion', 'bug', 'praise', 'other'],
};

export function buildTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 41,
    subject: 'Video terkena klaim Content ID',
    category: 'technical',
    company_name: 'PT Musik Nusantara',
    status: 'answered',
    created_at: '2026-11-20T03:00:00.000Z',
    updated_at: '2026-11-20T06:00:00.000Z',
    replies: 1,
    ...overrides,
  };
}

export function buildTicketDetail(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    ...buildTicket(),
    messages: [
      {
        id: 1,
        is_staff: false,
        author_name: 'Budi Santoso',
        message: 'Video klip kami terkena klaim.',
        created_at: '2026-11-20T03:00:00.000Z',
        attachments: [],
      },
      {
        id: 2,
        is_staff: true,
        author_name: 'Sari Wulandari',
        message: 'Kanal Anda sudah masuk daftar yang diizinkan.',
        created_at: '2026-11-20T06:00:00.000Z',
        attachments: [{ id: 9, name: 'panduan.pdf', extension: 'pdf', size: 812 * 1024 }],
      },
    ],
    ...overrides,
  };
}

export function buildArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 1,
    category: 'codes',
    title_id: 'Apa itu ISRC?',
    title_en: 'What is an ISRC?',
    body_id: 'ISRC mengenali setiap rekaman.',
    body_en: 'An ISRC identifies each recording.',
    position: 0,
    is_published: true,
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildStore(overrides: Partial<Store> = {}): Store {
  return {
    id: 1,
    name: 'Spotify',
    type: 'streaming',
    region: 'global',
    description_id: 'Layanan streaming musik terbesar.',
    description_en: 'The largest music streaming service.',
    website: 'https://www.spotify.com',
    position: 0,
    is_published: true,
    ...overrides,
  };
}
