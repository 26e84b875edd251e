// The public face of the reco module: what orders and the app use of recommendations: the order signals statement and the folding job.
// Other modules and the app import these from here (eslint.config.js keeps it so).
export { orderSignalsStatement, startRecoFolding } from "./reco.signals";
