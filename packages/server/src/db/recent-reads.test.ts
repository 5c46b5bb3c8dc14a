import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scratchDatabase } from '../../test/support/scratch-database.ts';
import { describeOnEngine } from '../../test/support/test-app.ts';
import { RECHECK_MS, recentReads } from './recent-reads.ts';

const scratch = scratchDatabase();
// A table of the test's own, outside the app's schema.
const db = () => scratch.db as unknown as Kysely<{ plays: { n: number }; likes: { n: number } }>;

/** A shared read of the table's row count that says how often it really read; with `readsFrom`, kept past writes elsewhere. */
function countedReads(readsFrom?: readonly string[]) {
  const calls = { made: 0 };
  const read = recentReads(
    scratch.db,
    async (_key: string) => {
      calls.made += 1;
      const row = await db()
        .selectFrom('plays')
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .executeTakeFirst();
      return Number(row?.rows);
    },
    // The test's own tables are not in the app's schema type.
    readsFrom ? { readsFrom: readsFrom as never } : {},
  );
  return { read, calls };
}

let clock = 0;
beforeEach(async () => {
  clock = 1_000; // the start of a RECHECK_MS slot
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  await sql`create table plays (n integer not null)`.execute(scratch.db);
  await sql`create table likes (n integer not null)`.execute(scratch.db);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('recentReads', () => {
  it('reads once for those who ask together, and keeps apart what keys keep apart', async () => {
    const { read, calls } = countedReads();
    expect(await Promise.all([read('a'), read('a'), read('a')])).toEqual([0, 0, 0]);
    clock += RECHECK_MS - 1;
    expect(await read('a')).toBe(0);
    expect(calls.made).toBe(1);
    await read('b');
    expect(calls.made).toBe(2);
  });

  it('reads again after any write of this handle, and not after a read', async () => {
    const { read, calls } = countedReads();
    expect(await read('a')).toBe(0);
    await db().selectFrom('plays').selectAll().execute();
    expect(await read('a')).toBe(0);
    expect(calls.made).toBe(1);
    await db().insertInto('plays').values({ n: 1 }).execute();
    expect(await read('a')).toBe(1);
    await sql`update plays set n = 2`.execute(scratch.db);
    await read('a');
    await db().deleteFrom('plays').execute();
    expect(await read('a')).toBe(0);
    expect(calls.made).toBe(4);
  });

  it('with the tables it reads from, keeps a read past writes to other tables and drops it on a write to one of them', async () => {
    const { read, calls } = countedReads(['plays']);
    expect(await read('a')).toBe(0);
    await db().insertInto('likes').values({ n: 1 }).execute();
    await db().updateTable('likes').set({ n: 2 }).execute();
    await db().deleteFrom('likes').execute();
    await db()
      .transaction()
      .execute((trx) => trx.insertInto('likes').values({ n: 1 }).execute());
    expect(await read('a')).toBe(0);
    expect(calls.made).toBe(1);
    await db()
      .transaction()
      .execute((trx) => trx.insertInto('plays').values({ n: 1 }).execute());
    expect(await read('a')).toBe(1);
    await db().deleteFrom('plays as p').execute();
    expect(await read('a')).toBe(0);
    expect(calls.made).toBe(3);
  });

  it('with the tables it reads from, drops a read on any write whose tables it cannot tell', async () => {
    const { read, calls } = countedReads(['plays']);
    await read('a');
    await sql`insert into plays (n) values (1)`.execute(scratch.db);
    expect(await read('a')).toBe(1);
    await db()
      .with('doubled', (w) => w.selectFrom('plays').select('n'))
      .insertInto('plays')
      .expression((eb) => eb.selectFrom('doubled').select('n'))
      .execute();
    expect(await read('a')).toBe(2);
    expect(calls.made).toBe(3);
  });

  it('does not reuse a read that was under way when a write ended', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let made = 0;
    const read = recentReads(scratch.db, async (_key: string) => {
      made += 1;
      await gate;
      return made;
    });
    const first = read('a');
    await db().insertInto('plays').values({ n: 1 }).execute();
    release();
    expect(await first).toBe(1);
    expect(await read('a')).toBe(2);
  });

  it("reads again once RECHECK_MS has passed without a write: what bounds how long another instance's write goes unseen", async () => {
    const { read, calls } = countedReads();
    await read('a');
    clock += RECHECK_MS;
    await read('a');
    expect(calls.made).toBe(2);
  });

  it('keeps no failed read', async () => {
    let fail = true;
    const read = recentReads(scratch.db, async (_key: string) => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(read('a')).rejects.toThrow('down');
    fail = false;
    expect(await read('a')).toBe('up');
  });

  it('reads every time through a handle whose writes are not counted', async () => {
    await db()
      .transaction()
      .execute(async (trx) => {
        let made = 0;
        const read = recentReads(trx as never, async (_key: string) => ++made);
        await read('a');
        expect(await read('a')).toBe(2);
      });
  });
});

// On SQLite a read outside a transaction waits for it to end; PostgreSQL answers it with the rows as they were.
describeOnEngine('postgres', 'recentReads during a transaction', () => {
  it('reads again once the transaction commits, though its write ended before the read', async () => {
    const { read } = countedReads();
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('plays').values({ n: 1 }).execute();
        expect(await read('a')).toBe(0);
      });
    expect(await read('a')).toBe(1);
  });

  it('with the tables it reads from, reads again once a transaction that wrote one of them commits', async () => {
    const { read, calls } = countedReads(['plays']);
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('plays').values({ n: 1 }).execute();
        expect(await read('a')).toBe(0);
        await trx.insertInto('likes').values({ n: 1 }).execute();
      });
    expect(await read('a')).toBe(1);
    expect(calls.made).toBe(2);
  });
});
