import { describe, expect, it } from "vitest";
import { isConnectionError, isUniqueViolation } from "./connection-errors";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("a connection error", () => {
  it("is a cut connection, a terminated backend, a refused socket or a pool timeout, also wrapped by the ORM", () => {
    for (const error of [
      new Error("Connection terminated unexpectedly"),
      withCode("57P01", "terminating connection due to administrator command"),
      withCode("57P03", "the database system is starting up"),
      withCode("08006"),
      withCode("ECONNREFUSED"),
      new Error("timeout exceeded when trying to connect"),
      Object.assign(new Error("Failed query: select 1"), { cause: new Error("Connection terminated unexpectedly") }),
    ])
      expect(isConnectionError(error)).toBe(true);
  });

  it("is not a failed statement, a constraint, a deadlock or anything else", () => {
    for (const error of [withCode("23505", "duplicate key"), withCode("40P01", "deadlock detected"), withCode("42601", "syntax error"), new Error("boom"), null, "Connection terminated", 57]) expect(isConnectionError(error)).toBe(false);
  });

  it("survives a cause that points back at itself", () => {
    const loop: Error & { cause?: unknown } = new Error("loop");
    loop.cause = loop;
    expect(isConnectionError(loop)).toBe(false);
  });
});

describe("isUniqueViolation", () => {
  it("finds SQLSTATE 23505 on the error or in its causes (Drizzle wraps the driver's error)", () => {
    expect(isUniqueViolation(withCode("23505", "duplicate key value violates unique constraint"))).toBe(true);
    expect(isUniqueViolation(new Error("Failed query", { cause: withCode("23505") }))).toBe(true);
    expect(isUniqueViolation(new Error("Failed query", { cause: new Error("again", { cause: withCode("23505") }) }))).toBe(true);
  });

  it("is not another constraint, a connection error or a loop", () => {
    for (const error of [withCode("23503"), withCode("23514"), withCode("57P01"), new Error("23505"), null, "23505"]) expect(isUniqueViolation(error)).toBe(false);
    const loop: Error & { cause?: unknown } = new Error("loop");
    loop.cause = loop;
    expect(isUniqueViolation(loop)).toBe(false);
  });
});
