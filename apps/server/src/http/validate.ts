// Validation at the boundary: handlers see parsed data only; responses are checked against
// their schema outside production so a contract drift fails tests instead of reaching clients.
import type { z } from "zod";
import { badRequest, fieldErrorsFrom } from "./errors";

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(fieldErrorsFrom(result.error));
  return result.data;
}

let checkResponses = process.env.NODE_ENV !== "production";
export function setResponseChecking(on: boolean): void {
  checkResponses = on;
}

export function output<S extends z.ZodType>(schema: S, body: z.output<S>): z.output<S> {
  if (!checkResponses) return body as z.output<S>;
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`Response does not match its schema: ${result.error.message}`);
  }
  return result.data;
}
