// The public face of the checkout module: what orders and gift campaigns use of the checkout: its message renderer, the reference data and the variant facts cache.
// Other modules and the app import these from here (eslint.config.js keeps it so).
export { renderCheckoutMessage } from "./checkout.messages";
export { loadReference, type CheckoutReference } from "./checkout.repository";
export { createVariantFactsCache, type VariantFactsCache } from "./variant-facts-cache";
