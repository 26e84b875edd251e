// The public face of the content module: what the rest of the server uses of content: the page HTML sanitiser and its embed prefixes.
// Other modules and the app import these from here (eslint.config.js keeps it so).
export { SCHEDULING_EMBED_PREFIX, VIDEO_EMBED_PREFIX, sanitisePageHtml } from "./sanitise";
