// Transactions on the PostgreSQL pool that survive a dropped connection (docs/security.md
// "Database outages"). Drizzle's node-postgres session sends BEGIN before its try/finally, so a
// connection that drops at BEGIN is never released: the pool shrinks by one client for every such
// drop until the shop stops answering. And a ROLLBACK that fails on a dead connection replaces the
// error that caused it. This gives the session the same steps (begin, run, commit, or rollback)
// with the client always released, destroyed by the pool when its connection broke, and the
// first error kept.
import { sql, type SQL } from "drizzle-orm";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import type { Pool, PoolClient } from "pg";
import { isConnectionError } from "./connection-errors";

interface SessionInternals {
  dialect: unknown;
  schema: unknown;
  options: unknown;
  transaction: (run: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;
}
interface TransactionInternals {
  execute(query: SQL): Promise<unknown>;
  getTransactionConfigSQL(config: unknown): SQL;
}
type SessionClass = new (client: PoolClient, dialect: unknown, schema: unknown, options: unknown) => unknown;
type TransactionClass = new (dialect: unknown, session: unknown, schema: unknown) => TransactionInternals;

export function useReleasingTransactions(db: unknown, pool: Pool, onRollbackError: (error: unknown) => void): void {
  const session = (db as { session: SessionInternals }).session;
  session.transaction = async (run, config) => {
    const client = await pool.connect();
    const txSession = new (NodePgSession as unknown as SessionClass)(client, session.dialect, session.schema, session.options);
    const tx = new (NodePgTransaction as unknown as TransactionClass)(session.dialect, txSession, session.schema);
    let broken: Error | undefined;
    try {
      await tx.execute(sql`begin${config ? sql` ${tx.getTransactionConfigSQL(config)}` : undefined}`);
      try {
        const result = await run(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        // A transaction whose connection is gone is rolled back by the server itself.
        if (!isConnectionError(error)) {
          try {
            await tx.execute(sql`rollback`);
          } catch (rollbackError) {
            onRollbackError(rollbackError);
            if (isConnectionError(rollbackError)) broken = rollbackError as Error;
          }
        }
        throw error;
      }
    } catch (error) {
      if (isConnectionError(error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
