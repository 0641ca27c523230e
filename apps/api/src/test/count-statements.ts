import pg from 'pg';

/**
 * Counts the statements every PostgreSQL connection of this process sends while `run` runs: two paths that
 * must not be told apart by their speed (a known and an unknown account) must send the same number.
 * Stop background work (the mail queue) first, or it is counted too.
 */
export async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
    count++;
    return query.apply(this, args);
  } as typeof query;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = query;
  }
  return count;
}
