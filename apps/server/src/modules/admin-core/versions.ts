// Versions of admin objects (docs/admin.md "Concurrent edits"): a digest of the object as the
// admin API shows it. A write names the version it was made on and is refused with 409 when the
// object has changed since, whoever changed it (another staff user, an order, an import).
import { createHash } from "node:crypto";
import { STALE_VERSION_CODE } from "@polku/domain/admin/common";
import { HttpError } from "../../http/errors";

/** JSON with object keys sorted, so equal objects give equal text. */
export function stableJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
}

export function versionOf(value: unknown): string {
  return createHash("sha256").update(stableJson(value)).digest("hex").slice(0, 16);
}

export class StaleVersionError extends HttpError {
  constructor(readonly currentVersion: string) {
    super(409, STALE_VERSION_CODE, "Someone else changed this meanwhile. Reload to see their change, then make yours again.");
  }
  override body(): unknown {
    return { detail: this.message, code: this.code, version: this.currentVersion };
  }
}

/** Throws 409 when the object's current state is not the one the write was made on. */
export function assertVersion(current: unknown, expected: string): void {
  const version = versionOf(current);
  if (version !== expected) throw new StaleVersionError(version);
}
