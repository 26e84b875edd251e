// Which 404 message an unknown catalogue address gets (spec 02 §2, §8; issue 17). Pure: the
// storefront's catch-all route asks it once the group, brand and product routes did not match.

/**
 * "group" when the address lies under a known product group ('Product group not found.'),
 * "manufacturer" when it is a single segment, the shape of a brand address
 * ('Manufacturer not found.'), else null (the generic 'Page not found').
 * `path` is normalised: lower case, no leading or trailing slash.
 */
export function unknownCatalogueAddress(path: string, groupPaths: readonly string[]): "group" | "manufacturer" | null {
  if (path === "") return null;
  const segments = path.split("/");
  const trimmed = groupPaths.map((group) => group.replace(/^\/+|\/+$/g, "").toLowerCase());
  // Below a known group: a subgroup that does not exist.
  if (segments.length > 1 && trimmed.some((group) => group !== "" && path.startsWith(`${group}/`))) return "group";
  return segments.length === 1 ? "manufacturer" : null;
}
