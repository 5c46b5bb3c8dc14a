import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** `copy <table> (<columns>) from stdin`, the only COPY a query may carry its data for. */
const COPY_FROM_STDIN = /^copy\s+[\w.]+\s*\([\w\s,]+\)\s+from\s+stdin$/i;

/**
 * Lets a pooled client run `copy … from stdin` with the COPY text (a string or its bytes) as the
 * statement's one parameter.
 * Kysely drives a pg client through `query(sql, parameters)` and does not hand the client out, so this
 * is how a write on a Kysely transaction reaches COPY, PostgreSQL's fastest way in; every other
 * statement goes to the client unchanged.
 */
export function acceptCopyFromStdin(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, parameters] = args;
    if (typeof text !== 'string' || !COPY_FROM_STDIN.test(text)) return query(...args);
    const data = Array.isArray(parameters) && parameters.length === 1 ? parameters[0] : undefined;
    if (typeof data !== 'string' && !Buffer.isBuffer(data)) {
      return Promise.reject(new Error('copy from stdin takes its data as one text or bytes parameter'));
    }
    const stream = query(copyFrom(text)) as ReturnType<typeof copyFrom>;
    stream.end(data);
    return finished(stream).then(() => ({ command: 'COPY', rowCount: stream.rowCount, rows: [] }));
  }) as typeof client.query;
}
