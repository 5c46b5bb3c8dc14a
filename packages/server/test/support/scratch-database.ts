import { afterEach, beforeEach } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { openTestDatabase } from './test-app.ts';

/**
 * A fresh, unmigrated database of the engine under test for each test of the calling file, closed and
 * dropped after it: migration tests start from an older schema, so they cannot share the test app's.
 */
export function scratchDatabase(): { readonly db: Db } {
  const scratch = { db: undefined as unknown as Db };
  let drop = async () => {};
  beforeEach(async () => {
    const opened = await openTestDatabase();
    scratch.db = opened.database.db;
    drop = async () => {
      await opened.database.db.destroy();
      await opened.drop();
    };
  });
  afterEach(() => drop());
  return scratch;
}
