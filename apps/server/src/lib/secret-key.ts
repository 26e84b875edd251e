// The key that signs links needing no login (docs/security.md "Signed links"): SECRET_KEY, or
// a random one made at the first start and kept in DATA_DIR/secret-key (readable by the shop's
// user only). Processes sharing one database must share SECRET_KEY; tests get a fresh key.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config";

export function resolveSecretKey(config: Pick<Config, "SECRET_KEY" | "DATA_DIR" | "NODE_ENV">): string {
  if (config.SECRET_KEY) return config.SECRET_KEY;
  if (config.NODE_ENV === "test") return randomBytes(48).toString("base64url");
  const file = path.resolve(config.DATA_DIR, "secret-key");
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not made yet.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(48).toString("base64url");
  try {
    // "wx": of two processes starting at once, one writes and the other reads its key.
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: "wx" });
    return key;
  } catch {
    return readFileSync(file, "utf8").trim();
  }
}
