// The shop's languages (spec 01 §4), fi first; without zod, so that every page's script can use
// them (api/shell.ts builds languageCodeSchema on them).
export const languageCodes = ["fi", "sv", "en", "de", "fr", "ru"] as const;
export type LanguageCode = (typeof languageCodes)[number];
