import type { Db } from '../../db/database.ts';
import { pingDatabase } from './health.repository.ts';

/** Resolves when the database answers a query; throws what the driver throws when it does not. */
export function checkDatabase(db: Db): Promise<void> {
  return pingDatabase(db);
}
