// The text filter's folding (spec 02 §5): the facet index folds each product's text once with
// it, and the filter state treats text that folds to nothing as no filter.

/**
 * Text compared as letters and digits only (spec 02 §5: "only letters a-z and digits 0-9").
 * Diacritics are folded first so "jäkälä" matches "Jakala"; letters of other scripts are kept
 * so the Russian shop can search too.
 */
export function normaliseSearchText(text: string): string {
  // One pass over the lower-cased text: runs of ASCII punctuation and spaces go; only runs with
  // other characters are decomposed, and the combining marks NFD leaves are neither letters nor
  // digits, so they go with the punctuation.
  return text.toLowerCase().replace(NOT_ASCII_ALNUM, (run) => (PRINTABLE_ASCII.test(run) ? "" : run.normalize("NFD").replace(NOT_ALNUM, "")));
}
const PRINTABLE_ASCII = /^[ -~]*$/;
const NOT_ASCII_ALNUM = /[^a-z0-9]+/g;
const NOT_ALNUM = /[^\p{L}\p{N}]+/gu;
