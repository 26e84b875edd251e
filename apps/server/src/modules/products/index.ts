// The public face of the products module: the product list read model every listing uses: list items by id, and which models are listed or public.
// Other modules and the app import these from here (eslint.config.js keeps it so).
export { isListedModel, isPublicModel, loadListItems } from "./product-list.repository";
