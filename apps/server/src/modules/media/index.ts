// The public face of the media module: what the seed uses of media: the addresses of generated pictures.
// Other modules and the app import these from here (eslint.config.js keeps it so).
export { logoImagePath, productImagePath, promoImagePath, sceneImagePath, swatchImagePath, type ProductArt } from "./media-paths";
