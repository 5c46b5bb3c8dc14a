import type { Db } from '../db/database.ts';
import { companyScope } from '../db/scope.ts';
import { saveStoreTerms } from '../ingest/engine/index.ts';
import { getDistributorCompanyId } from '../ingest/engine/runs.repository.ts';

/**
 * The demo's store terms: YouTube Music pays for its streams through YouTube's own reports (the
 * asset's revenue), never as a store, so its streams in DSP analytics earn nothing there.
 */
export async function seedStoreTerms(db: Db): Promise<void> {
  await saveStoreTerms(db, companyScope(await getDistributorCompanyId(db)), 'youtube_music', false);
}
