// Content negotiation for bodies we compress ourselves (RFC 9110 §12.5.3): the coding with the
// highest q-value wins, brotli before gzip before identity on ties; "*" stands for any coding
// not named. Identity not named is acceptable but last: a client naming gzip gets gzip.
export type ContentCoding = "br" | "gzip" | "identity";

const PREFERENCE: readonly ContentCoding[] = ["br", "gzip", "identity"];
const IDENTITY_UNNAMED = 0.001;

export function preferredEncoding(header: string | string[] | undefined): ContentCoding {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  const q = new Map<string, number>();
  for (const part of value.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, raw] = param.trim().split("=");
      if (key === "q") {
        const parsed = Number(raw);
        weight = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    q.set(name === "x-gzip" ? "gzip" : name, weight);
  }
  const weightOf = (coding: ContentCoding) => q.get(coding) ?? q.get("*") ?? (coding === "identity" ? IDENTITY_UNNAMED : 0);
  let best: ContentCoding = "identity";
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  // Nothing acceptable at all: identity anyway (a 406 helps no shopper).
  return best;
}

/** Whether an If-None-Match header matches the entity tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(",") : header;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = bare(etag);
  return value.split(",").some((tag) => tag.trim() === "*" || bare(tag) === wanted);
}
