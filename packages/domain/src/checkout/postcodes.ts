// Postcodes per country (issue 12; docs/checkout.md "Postcodes"): what the postcode fields keep of
// what is typed and when a postcode is whole enough to look delivery up with. Finland keeps its
// five digits (spec 02 §5); every other country keeps the postcode as typed (letters, digits, one
// space or hyphen between parts: "SW1A 1AA", "D02 X285", "1012 AB", "K1A 0B1"), upper-cased, and
// is checked with the country's format from postcode-validator (a maintained table of postcode
// formats for about 200 countries); a country it does not know takes 2-10 characters.
import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";

/** Finnish postcodes: exactly 5 digits (spec 02 §5, §9). */
export const FINNISH_POSTCODE_LENGTH = 5;
/** The longest postcode the fields keep (the longest formats, with their space, are 10). */
export const POSTCODE_MAX_LENGTH = 10;

const isFinland = (country: string) => country.trim().toLowerCase() === "fi";

/** Whether the country's postcodes are digits only, so the field may offer a number keypad. */
export function numericPostcodes(country: string): boolean {
  return isFinland(country);
}

/** What a postcode field keeps of typed text for the country. */
export function sanitisePostcodeFor(country: string, input: string): string {
  if (isFinland(country)) return input.replace(/\D/g, "").slice(0, FINNISH_POSTCODE_LENGTH);
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9 -]/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[ -]+/, "")
    .slice(0, POSTCODE_MAX_LENGTH);
}

/** Whether a (sanitised) postcode is complete for the country: the country's own format. */
export function isValidPostcodeFor(country: string, postcode: string): boolean {
  const value = postcode.trim();
  if (isFinland(country)) return /^\d{5}$/.test(value);
  const code = country.trim().toUpperCase();
  if (postcodeValidatorExistsForCountry(code)) return postcodeValidator(value, code);
  return value.length >= 2 && value.length <= POSTCODE_MAX_LENGTH;
}
