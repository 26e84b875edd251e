// The public face of the admin-core module: the back office's shared core: the admin door and its actor, the audit log, versions of edited records and SQL helpers.
// Other modules and the app import these from here (eslint.config.js keeps it so).
export { actorOf, adminScope, type AdminActor } from "./admin-api";
export { escapeLike, recordAudit, type AuditActor } from "./audit";
export { isoTimestamp, rows } from "./sql";
export { assertVersion, versionOf } from "./versions";
export { uniqueAsFieldError } from "./unique-field";
