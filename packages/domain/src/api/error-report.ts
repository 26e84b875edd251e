// GET /api/?err=<message> (spec 02 §7, §8): the storefront's report of a failed page load.
import { z } from "zod";

/** The longest message reported; the storefront cuts longer ones to this. */
export const ERROR_REPORT_MAX_LENGTH = 500;

export const errorReportQuerySchema = z.object({
  err: z
    .string({ error: "This field is required." })
    .min(1, "This field is required.")
    .max(ERROR_REPORT_MAX_LENGTH, `At most ${ERROR_REPORT_MAX_LENGTH} characters.`),
});
export type ErrorReportQuery = z.infer<typeof errorReportQuerySchema>;
