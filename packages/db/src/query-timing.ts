// Timing of every SQL statement for /metrics (docs/deployment.md "Metrics"): both drivers' clients
// are wrapped where the statements leave, so ORM queries, raw `execute` and transactions are all
// seen. A statement is timed from the call to its answer, so on PGlite, which runs one statement
// at a time, the wait for its turn is included, as on PostgreSQL the wait for a pooled connection
// is not (pool.query's acquire happens before the client's query is called).
import type { QueryListener, QueryOperation } from "./types";

export class QueryObservers {
  private readonly listeners = new Set<QueryListener>();

  add(listener: QueryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get active(): boolean {
    return this.listeners.size > 0;
  }

  notify(text: string, startedAt: number, failed: boolean): void {
    const seconds = (performance.now() - startedAt) / 1000;
    const operation = queryOperation(text);
    for (const listener of this.listeners) listener(operation, seconds, failed);
  }

  /** Times a promise-returning call whose statement is `text`. */
  async time<T>(text: unknown, run: () => Promise<T>): Promise<T> {
    if (!this.active || typeof text !== "string") return run();
    const startedAt = performance.now();
    try {
      const result = await run();
      this.notify(text, startedAt, false);
      return result;
    } catch (error) {
      this.notify(text, startedAt, true);
      throw error;
    }
  }
}

const TRANSACTION_WORDS = new Set(["begin", "start", "commit", "rollback", "savepoint", "release", "end", "abort"]);

/**
 * The kind of a statement by its first word: select, insert, update, delete, transaction (begin,
 * commit, rollback, savepoints) or other (DDL, set, listen...). A `with` statement is the write it
 * ends in when it has one, else a select.
 */
export function queryOperation(text: string): QueryOperation {
  const body = text.replace(/^(\s+|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, "");
  const first = /^[a-z]+/i.exec(body)?.[0].toLowerCase() ?? "";
  if (first === "select" || first === "insert" || first === "update" || first === "delete") return first;
  if (first === "with") {
    const write = /\b(insert\s+into|update\s+("[^"]+"|\w+)(\s+as\s+\w+|\s+\w+)?\s+set|delete\s+from)\b/i.exec(body)?.[1];
    return write ? (write.split(/\s+/)[0]!.toLowerCase() as QueryOperation) : "select";
  }
  if (first === "values" || first === "table") return "select";
  return TRANSACTION_WORDS.has(first) ? "transaction" : "other";
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Wraps a node-postgres client's `query`: promise and callback forms are timed; a Submittable
 * (cursor, stream) is passed through untimed.
 */
export function timePgClient(client: { query: QueryFn }, observers: QueryObservers): void {
  const original = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0];
    const text = typeof config === "string" ? config : (config as { text?: unknown } | null)?.text;
    if (!observers.active || typeof text !== "string" || typeof (config as { submit?: unknown })?.submit === "function") return original.apply(this, args);
    const startedAt = performance.now();
    const callbackAt = args.findIndex((arg) => typeof arg === "function");
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (error: unknown, result: unknown) => void;
      args[callbackAt] = (error: unknown, result: unknown) => {
        observers.notify(text, startedAt, Boolean(error));
        callback(error, result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === "function") {
      (result as Promise<unknown>).then(
        () => observers.notify(text, startedAt, false),
        () => observers.notify(text, startedAt, true),
      );
    }
    return result;
  };
}

interface PgliteLike {
  query: QueryFn;
  exec: QueryFn;
  transaction: QueryFn;
}

/** Wraps a PGlite instance's query, exec and the same of the transactions it opens. */
export function timePglite(client: PgliteLike, observers: QueryObservers): void {
  const wrap = (target: { query: QueryFn; exec: QueryFn }) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = (...args: unknown[]) => observers.time(args[0], () => query(...args) as Promise<unknown>);
    target.exec = (...args: unknown[]) => observers.time(args[0], () => exec(...args) as Promise<unknown>);
  };
  const transaction = client.transaction.bind(client);
  wrap(client);
  client.transaction = (...args: unknown[]) => {
    const callback = args[0] as (tx: { query: QueryFn; exec: QueryFn }) => unknown;
    return transaction((tx: { query: QueryFn; exec: QueryFn }) => {
      wrap(tx);
      return callback(tx);
    });
  };
}
