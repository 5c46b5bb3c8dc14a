import type { Db } from '../../db/database.ts';
import { findOrCreateServerSecret } from './server-secrets.repository.ts';

/** The server secret kept under `name`, made by `create` the first time; every instance gets the same. */
export function serverSecret(db: Db, name: string, create: () => string): Promise<string> {
  return findOrCreateServerSecret(db, name, create);
}
