import type { PasswordHasher } from '../lib/passwords.ts';
import { createRandom, type Random } from '../lib/random.ts';
import type { ObjectStorage } from '../lib/storage/index.ts';

/** What seeders share: a fixed-seed random source and the ids of what earlier seeders made. */
export type SeedContext = {
  random: Random;
  hasher: PasswordHasher;
  /** Where seeders keep demo files (the app's object storage); null writes rows only (tests). */
  storage: ObjectStorage | null;
  companies: Map<string, number>;
  users: Map<string, number>;
  /** Release ids by `releaseKey(company, title)`. */
  releases: Map<string, number>;
  /** Support ticket ids by subject. */
  tickets: Map<string, number>;
  companyId(key: string): number;
  userId(email: string): number;
};

export function createSeedContext(
  hasher: PasswordHasher,
  seed = 20_260_101,
  storage: ObjectStorage | null = null,
): SeedContext {
  const companies = new Map<string, number>();
  const users = new Map<string, number>();
  const lookup = (map: Map<string, number>, key: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`seed: ${key} has not been seeded yet`);
    return id;
  };
  return {
    random: createRandom(seed),
    hasher,
    storage,
    companies,
    users,
    releases: new Map(),
    tickets: new Map(),
    companyId: (key) => lookup(companies, key),
    userId: (email) => lookup(users, email),
  };
}
