// spec 02 §7: the recommendation context is the page's category names joined with " > ".

/** Category names of a context, trimmed and lower-cased: "Vaatteet > Takit" → ["vaatteet", "takit"]. */
export function recoContextNames(context: string): string[] {
  return context
    .split(">")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}
