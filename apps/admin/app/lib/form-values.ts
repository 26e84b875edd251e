// What a posted back-office form holds, read the same way by every form (docs/admin.md "Forms"):
// fields are strings (a textarea's line ends as "\n"), a checkbox is "on" or missing.
import { z } from "zod";

export type Raw = Record<string, unknown>;
/** A field's text; anything that is not a string (missing, a repeated field) is "". */
export const text = (v: unknown) => (typeof v === "string" ? v.replace(/\r\n/g, "\n") : "");
/** A checkbox: on when posted as "on" (or "true" from a script). */
export const flag = (v: unknown) => v === "on" || v === "true";
/** The parsed form as an object, for the schemas that turn it into the API's body. */
export const anyObject = z.custom<Raw>((v) => typeof v === "object" && v !== null);
