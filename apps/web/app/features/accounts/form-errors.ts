// Field errors of the account forms in the shopper's language (spec 02 §5 and §8 messages): the
// domain's schemas check a form as the API will, and each of their messages has a dictionary
// key. The API's own field errors are mapped the same way.
import { BAD_EMAIL, PASSWORD_PROBLEM_MESSAGES, REQUIRED_EMAIL, REQUIRED_FIELD, REQUIRED_NAME, REQUIRED_PASSWORD, type PasswordProblem } from "@polku/domain";
import type { z } from "zod";
import type { MessageKey } from "../../lib/i18n";

export type FieldErrors = Partial<Record<string, MessageKey>>;

export const PASSWORD_PROBLEM_KEYS: Record<PasswordProblem, MessageKey> = {
  required: "accountFlows.error.passwordRequired",
  too_short: "accountFlows.password.tooShort",
  too_long: "accountFlows.password.tooLong",
  too_common: "accountFlows.password.tooCommon",
  contains_email: "accountFlows.password.containsEmail",
  repetitive: "accountFlows.password.repetitive",
};

const BY_MESSAGE = new Map<string, MessageKey>([
  [REQUIRED_NAME, "accountFlows.error.nameRequired"],
  [REQUIRED_FIELD, "accountFlows.error.required"],
  [REQUIRED_PASSWORD, "accountFlows.error.passwordRequired"],
  [REQUIRED_EMAIL, "accountFlows.error.emailRequired"],
  [BAD_EMAIL, "accountFlows.error.emailInvalid"],
  ["Check phone number formatting", "accountFlows.error.phoneInvalid"],
  ["Check postcode formatting", "accountFlows.error.postcodeInvalid"],
  ["Use a two-letter country code", "accountFlows.error.countryInvalid"],
  ...Object.entries(PASSWORD_PROBLEM_MESSAGES).map(([problem, message]) => [message, PASSWORD_PROBLEM_KEYS[problem as PasswordProblem]] as [string, MessageKey]),
]);

export function messageKey(message: string | undefined): MessageKey {
  return (message && BY_MESSAGE.get(message)) || "accountFlows.error.invalid";
}

/** The first error of each field of a failed parse. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "__all__");
    out[field] ??= messageKey(issue.message);
  }
  return out;
}

/** The API's `{ errors: { field: [message] } }` as dictionary keys. */
export function apiFieldErrors(errors: Record<string, string[]>): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) out[field] = messageKey(messages[0]);
  return out;
}

/** A form's fields as strings (checkboxes as "on" when ticked). */
export function formFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") out[key] = value;
  return out;
}
