// The public face of the accounts module: what the rest of the server uses of accounts: the customer behind a token, password hashing, account limits and erasure.
// Other modules and the app import these from here (eslint.config.js keeps it so).
export { findCustomerByToken, type AuthenticatedCustomer } from "./accounts.repository";
export { createAccountLimits } from "./account-limits";
export { eraseCustomer } from "./erasure";
export { hashPassword } from "./password";
export { hashAccessToken, newAccessToken } from "./tokens";
