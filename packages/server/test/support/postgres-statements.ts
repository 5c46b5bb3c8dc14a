import { type DatabaseConnection, PostgresDriver } from 'kysely';
import { vi } from 'vitest';

/**
 * The statements PostgreSQL is sent from now until the spies are restored (`vi.restoreAllMocks`),
 * each as its first three words; `begin` and `commit` included. Each is a round trip.
 */
export function recordStatements(): string[] {
  const statements: string[] = [];
  const watched = new WeakSet<DatabaseConnection>();
  const acquire = PostgresDriver.prototype.acquireConnection;
  vi.spyOn(PostgresDriver.prototype, 'acquireConnection').mockImplementation(async function (this: PostgresDriver) {
    const connection = await acquire.call(this);
    if (!watched.has(connection)) {
      watched.add(connection);
      const execute = connection.executeQuery.bind(connection);
      connection.executeQuery = (query) => {
        statements.push(query.sql.split(' ').slice(0, 3).join(' '));
        return execute(query);
      };
    }
    return connection;
  });
  return statements;
}
