// The public face of the second-hand module: what the back office uses of it, the store that
// holds second-hand items. Other modules and the app import these from here (eslint.config.js keeps it so).
export { SECOND_HAND_STORE_ID } from "./second-hand.repository";
