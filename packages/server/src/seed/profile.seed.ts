import type { Db } from '../db/database.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import type { SeedContext } from './seed-context.ts';

const CREATED_AT = '2025-02-03T03:00:00.000Z';
const BANKS = [
  'Bank Central Asia',
  'Bank Mandiri',
  'Bank Negara Indonesia',
  'Bank Rakyat Indonesia',
  'Bank Syariah Indonesia',
];

/** A second admin for the musik company, and one bank change of theirs waiting for support. */
export async function seedProfile(db: Db, seed: SeedContext): Promise<void> {
  const companyId = seed.companyId('musik');
  const { id } = await db
    .insertInto('users')
    .values({
      company_id: companyId,
      role: 'admin',
      firstname: 'Joko',
      lastname: 'Prasetyo',
      email: 'admin2@musik.demo',
      password_hash: await seed.hasher.hash(DEMO_PASSWORD),
      language: 'id',
      switches: JSON.stringify({ release_catalogue: true, dsp_report: true, new_dsp_report: true }),
      is_disabled: false,
      created_at: CREATED_AT,
      updated_at: CREATED_AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  seed.users.set('admin2@musik.demo', id);

  const company = await db
    .selectFrom('companies')
    .select('bank_name')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const newBank = seed.random.pick(BANKS.filter((bank) => bank !== company.bank_name));
  await db
    .insertInto('company_change_requests')
    .values({
      company_id: companyId,
      field: 'bank_name',
      old_value: company.bank_name,
      new_value: newBank,
      status: 'pending',
      requested_by: seed.userId('owner@musik.demo'),
      decided_by: null,
      created_at: CREATED_AT,
      decided_at: null,
    })
    .execute();
}
