// The public face of the gift-campaigns module: what the checkout and orders use of gift campaigns: finding a campaign and its codes, and taking a code's use.
// Other modules and the app import these from here (eslint.config.js keeps it so).
export { campaignModelIds, findCampaign, findCode, takeCodeUse } from "./gift-campaigns.repository";
