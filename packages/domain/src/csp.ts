// What the pages' Content-Security-Policy asks of both browser apps (docs/security.md "Security
// headers").

/**
 * The pages allow no eval. zod compiles object parsers with `new Function` and probes for it
 * once, when the first object schema is made, which the browser reports as a CSP violation even
 * though zod catches the refusal and parses without. Schemas are made as their modules load, so
 * the setting must be in place before any of them: the documents run this first, as an inline
 * script with the request's nonce, setting the global zod reads its configuration from.
 */
export const ZOD_JITLESS_SCRIPT = "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});";
