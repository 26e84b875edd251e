// Description trimming (spec 02 §5, §9): only the first paragraph, up to the first line break,
// split into sentences; whole sentences are added while the limit is not exceeded. "Read more"
// is shown only when something was cut.

export const DESCRIPTION_LIMITS = { mobile: 300, desktop: 500, brand: 700 } as const;

export interface TrimmedDescription {
  text: string;
  cut: boolean;
}

/** Sentences end with . ! ? or … followed by a space (abbreviations are rare in shop copy). */
function sentences(paragraph: string): string[] {
  return paragraph.match(/[^.!?…]+(?:[.!?…]+|$)\s*/g)?.map((s) => s.trim()).filter(Boolean) ?? [];
}

export function trimDescription(description: string, limit: number = DESCRIPTION_LIMITS.mobile): TrimmedDescription {
  const full = description.trim();
  const firstParagraph = (full.split(/\r?\n/)[0] ?? "").trim();
  let text = "";
  for (const sentence of sentences(firstParagraph)) {
    const next = text ? `${text} ${sentence}` : sentence;
    if (next.length > limit) break;
    text = next;
  }
  // A first sentence longer than the limit is still shown whole: a cut mid-sentence reads worse.
  if (!text) text = sentences(firstParagraph)[0] ?? "";
  return { text, cut: text.length < full.replace(/\s+/g, " ").length };
}
