import {
  type AdminSwitches,
  type GroupName,
  PERMISSION_KEYS,
  type PermissionKey,
  type ServiceName,
  type UserRole,
} from '@irama/contracts';
import type { Db } from '../db/database.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import type { SeedContext } from './seed-context.ts';

type CompanySeed = {
  key: string;
  name: string;
  group: GroupName;
  services: ServiceName[];
  features: readonly PermissionKey[];
  city: string;
  province: string;
  isDistributor?: boolean;
  isSubAggregator?: boolean;
  parentKey?: string;
  users: {
    email: string;
    firstname: string;
    lastname: string;
    role: UserRole;
    switches?: AdminSwitches;
    language?: 'id' | 'en';
  }[];
};

const ALL = PERMISSION_KEYS;

const COMPANIES: CompanySeed[] = [
  {
    key: 'irama',
    name: 'PT Irama Distribusi Indonesia',
    group: 'music',
    services: [],
    features: [],
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    isDistributor: true,
    users: [{ email: 'staff@irama.demo', firstname: 'Sari', lastname: 'Wulandari', role: 'staff' }],
  },
  {
    key: 'musik',
    name: 'PT Musik Nusantara Abadi',
    group: 'music',
    services: ['music', 'youtube', 'dsp', 'publishing'],
    features: ALL,
    city: 'Jakarta Pusat',
    province: 'DKI Jakarta',
    users: [
      { email: 'owner@musik.demo', firstname: 'Budi', lastname: 'Santoso', role: 'owner' },
      {
        email: 'admin@musik.demo',
        firstname: 'Rina',
        lastname: 'Kusuma',
        role: 'admin',
        switches: { payment: true, youtube_report: true },
      },
    ],
  },
  {
    key: 'timur',
    name: 'Timur Records',
    group: 'eastern',
    services: ['music', 'youtube', 'dsp'],
    features: ['estimates', 'deliveryrelease', 'networkplace', 'assetreports', 'dspreport'],
    city: 'Makassar',
    province: 'Sulawesi Selatan',
    users: [{ email: 'owner@timur.demo', firstname: 'Andi', lastname: 'Pratama', role: 'owner' }],
  },
  {
    key: 'indie',
    name: 'Kolektif Indie Bandung',
    group: 'independent',
    services: ['music', 'dsp'],
    features: ['estimates', 'deliveryrelease', 'networkplace', 'dspreport'],
    city: 'Bandung',
    province: 'Jawa Barat',
    users: [{ email: 'owner@indie.demo', firstname: 'Dewi', lastname: 'Lestari', role: 'owner', language: 'en' }],
  },
  {
    key: 'ent',
    name: 'Cahaya Entertainment',
    group: 'entertainment',
    services: ['entertainment'],
    features: ['estimates', 'networkplace', 'assetreports', 'dspreport'],
    city: 'Surabaya',
    province: 'Jawa Timur',
    users: [{ email: 'owner@ent.demo', firstname: 'Eko', lastname: 'Wijaya', role: 'owner' }],
  },
  {
    key: 'nofeature',
    name: 'Studio Tanpa Fitur',
    group: 'music',
    services: ['music'],
    features: [],
    city: 'Yogyakarta',
    province: 'DI Yogyakarta',
    users: [{ email: 'owner@nofeature.demo', firstname: 'Fajar', lastname: 'Nugroho', role: 'owner' }],
  },
  {
    key: 'agg',
    name: 'PT Suara Agregator Nusantara',
    group: 'music',
    services: ['music', 'youtube', 'dsp'],
    features: ALL,
    city: 'Denpasar',
    province: 'Bali',
    isSubAggregator: true,
    users: [{ email: 'owner@agg.demo', firstname: 'Gede', lastname: 'Saputra', role: 'owner' }],
  },
  {
    key: 'agg-client-1',
    name: 'Gema Bali Records',
    group: 'independent',
    services: ['music', 'dsp'],
    features: ['estimates', 'deliveryrelease', 'dspreport'],
    city: 'Gianyar',
    province: 'Bali',
    parentKey: 'agg',
    users: [{ email: 'owner@gemabali.demo', firstname: 'Made', lastname: 'Wirawan', role: 'owner' }],
  },
  {
    key: 'agg-client-2',
    name: 'Lombok Sound Project',
    group: 'eastern',
    services: ['music', 'youtube'],
    features: ['estimates', 'deliveryrelease', 'assetreports'],
    city: 'Mataram',
    province: 'Nusa Tenggara Barat',
    parentKey: 'agg',
    users: [{ email: 'owner@lomboksound.demo', firstname: 'Lalu', lastname: 'Hidayat', role: 'owner' }],
  },
];

const CREATED_AT = '2025-01-06T03:00:00.000Z';

/** Companies and users of every demo account, and the sub-aggregator's white-label setup. */
export async function seedCore(db: Db, seed: SeedContext): Promise<void> {
  const passwordHash = await seed.hasher.hash(DEMO_PASSWORD);
  for (const company of COMPANIES) {
    const { id } = await db
      .insertInto('companies')
      .values({
        name: company.name,
        group_name: company.group,
        services: JSON.stringify(company.services),
        features: JSON.stringify(company.features),
        vat_number: `01.${String(seed.random.int(100, 999))}.${String(seed.random.int(100, 999))}.1-${String(seed.random.int(100, 999))}.000`,
        bank_name: seed.random.pick([
          'Bank Central Asia',
          'Bank Mandiri',
          'Bank Negara Indonesia',
          'Bank Rakyat Indonesia',
        ]),
        bank_account_number: String(seed.random.int(1_000_000_000, 9_999_999_999)),
        bank_branch: `KCP ${company.city}`,
        phone: `+62 8${String(seed.random.int(100_000_000, 999_999_999))}`,
        address: `Jl. ${seed.random.pick(['Merdeka', 'Sudirman', 'Gatot Subroto', 'Diponegoro', 'Pahlawan'])} No. ${String(seed.random.int(1, 200))}`,
        country: 'Indonesia',
        province: company.province,
        city: company.city,
        zip_code: String(seed.random.int(10_000, 99_999)),
        logo_url: null,
        parent_id: company.parentKey ? seed.companyId(company.parentKey) : null,
        is_sub_aggregator: company.isSubAggregator === true,
        is_distributor: company.isDistributor === true,
        created_at: CREATED_AT,
        updated_at: CREATED_AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    seed.companies.set(company.key, id);
    for (const user of company.users) {
      const { id: userId } = await db
        .insertInto('users')
        .values({
          company_id: id,
          role: user.role,
          firstname: user.firstname,
          lastname: user.lastname,
          email: user.email,
          password_hash: passwordHash,
          language: user.language ?? 'id',
          switches: JSON.stringify(user.switches ?? {}),
          is_disabled: false,
          created_at: CREATED_AT,
          updated_at: CREATED_AT,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      seed.users.set(user.email, userId);
    }
  }

  const aggId = seed.companyId('agg');
  await db
    .insertInto('whitelabel_configs')
    .values({
      company_id: aggId,
      app_name: 'Suara Portal',
      company_name: 'PT Suara Agregator Nusantara',
      login_background_url: '/brand/suara/login-background.svg',
      app_logo_url: '/brand/suara/app-logo.svg',
      company_logo_url: '/brand/suara/company-logo.svg',
      colors: JSON.stringify({
        main: '#1d4ed8',
        accent: '#f59e0b',
        dark: '#1e3a8a',
        hover: '#2563eb',
        menu: '#eff6ff',
      }),
      updated_at: CREATED_AT,
    })
    .execute();
  await db
    .insertInto('whitelabel_hosts')
    .values([
      { host: 'agg.localhost', company_id: aggId },
      { host: 'suara.localhost', company_id: aggId },
    ])
    .execute();
}
