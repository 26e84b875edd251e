// The public face of the payments module: what orders use of payments: the providers' errors.
// Other modules and the app import these from here (eslint.config.js keeps it so).
export { NotificationRefused, ProviderError } from "./payment-provider";
