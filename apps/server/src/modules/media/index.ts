// The public face of the media module: the addresses of generated pictures (the seed), and the
// store of uploaded pictures (the app and the back office's upload route).
// Other modules and the app import these from here (eslint.config.js keeps it so).
export { logoImagePath, productImagePath, promoImagePath, sceneImagePath, swatchImagePath, type ProductArt } from "./media-paths";
export { UPLOAD_MAX_BYTES, UPLOAD_MIN_SIZE, UploadRefused, uploadStore, type UploadProblem, type UploadStore } from "./upload-store";
export { readUploadedFile, type UploadedFile } from "./uploaded-file";
