// Image references in the database are paths under /media/ (docs/data-model.md "Images");
// absolute URLs and rooted paths pass through unchanged.
export function mediaUrl(reference: string | null | undefined): string | null {
  if (!reference) return null;
  if (/^https?:\/\//.test(reference) || reference.startsWith("/")) return reference;
  return `/media/${reference}`;
}
