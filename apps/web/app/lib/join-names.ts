/** "A, B and C" in the language (Intl.ListFormat; a plain comma list where it is missing). */
export function joinNames(language: string, names: readonly string[]): string {
  try {
    return new Intl.ListFormat(language, { type: "conjunction" }).format(names);
  } catch {
    return names.join(", ");
  }
}
