// Which 404 message an unknown catalogue address gets (spec 02 §2, §8; issue 17). Pure: the
// storefront's catch-all route asks it once the group, brand and product routes did not match.

/**
 * "group" when the address lies under a known product group ('Product group not found.'), else
 * null: the generic 'Page not found: {path}' of an unmatched route (spec 01 §2). An unknown
 * single segment is not taken for a brand: it cannot be told from an unknown page, and spec 01
 * §2 answers unmatched routes 'Page not found'. 'Manufacturer not found.' is for a brand the
 * route slugs list whose load fails or finds nothing (the catch-all route).
 * `path` is normalised: lower case, no leading or trailing slash.
 */
export function unknownCatalogueAddress(path: string, groupPaths: readonly string[]): "group" | null {
  if (path === "") return null;
  const segments = path.split("/");
  const trimmed = groupPaths.map((group) => group.replace(/^\/+|\/+$/g, "").toLowerCase());
  // Below a known group: a subgroup that does not exist.
  if (segments.length > 1 && trimmed.some((group) => group !== "" && path.startsWith(`${group}/`))) return "group";
  return null;
}
