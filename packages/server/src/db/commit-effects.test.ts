import { type Kysely, sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../test/support/scratch-database.ts';
import { describeOnEngine } from '../../test/support/test-app.ts';
import { type Db, immediateTransaction, inTransaction, onCommit } from './database.ts';

const scratch = scratchDatabase();
// A table of the test's own, outside the app's schema.
type Plays = Kysely<{ plays: { n: number } }>;
const db = () => scratch.db as unknown as Plays;
const insertPlay = (trx: Db, n: number) => (trx as unknown as Plays).insertInto('plays').values({ n }).execute();
const countPlays = async () => {
  const row = await db()
    .selectFrom('plays')
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirst();
  return Number(row?.rows);
};

beforeEach(async () => {
  await sql`create table plays (n integer not null)`.execute(scratch.db);
});

describe('onCommit', () => {
  it('runs once the transaction has committed, seeing what it wrote, and only then', async () => {
    const seen: number[] = [];
    const effects: string[] = [];
    await inTransaction(scratch.db, async (trx) => {
      await insertPlay(trx, 1);
      expect(onCommit(trx, () => effects.push('outer'))).toBe(true);
      // A transaction joined by a nested call is the same one: its effects wait for the outer commit.
      await inTransaction(trx, async (same) => {
        expect(onCommit(same, () => effects.push('inner'))).toBe(true);
      });
      onCommit(trx, () => void countPlays().then((count) => seen.push(count)));
      expect(effects).toEqual([]);
    });
    expect(effects).toEqual(['outer', 'inner']);
    await expect.poll(() => seen).toEqual([1]);
  });

  it('never runs for a transaction that rolled back', async () => {
    const effects: string[] = [];
    await expect(
      inTransaction(scratch.db, async (trx) => {
        await insertPlay(trx, 1);
        onCommit(trx, () => effects.push('committed'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(effects).toEqual([]);
    expect(await countPlays()).toBe(0);
  });

  it('answers false for a transaction begun elsewhere, whose end it cannot see, and for no transaction', async () => {
    const effects: string[] = [];
    await scratch.db.transaction().execute(async (trx) => {
      expect(onCommit(trx, () => effects.push('unseen'))).toBe(false);
    });
    expect(onCommit(scratch.db, () => effects.push('none'))).toBe(false);
    expect(effects).toEqual([]);
  });
});

describeOnEngine('sqlite', 'onCommit on SQLite', () => {
  it('runs after an immediate transaction commits too', async () => {
    const effects: number[] = [];
    await immediateTransaction(scratch.db, async (trx) => {
      await insertPlay(trx, 2);
      onCommit(trx, () => effects.push(2));
    });
    expect(effects).toEqual([2]);
  });
});
