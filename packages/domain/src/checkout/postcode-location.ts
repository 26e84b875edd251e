// Where a shopper roughly is, from a Finnish postcode, so pickup stores can be listed nearest
// first (docs/checkout.md "Store pickup"). Finnish postcodes are laid out by region: the first two
// digits name a postal area around one town. The table holds one point per area (the main town's
// centre); that is close enough to order stores hundreds of kilometres apart, and needs no
// external service or address register.

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Two-digit Finnish postal area to the area's main town (latitude, longitude). */
const FINNISH_AREAS: Record<string, readonly [number, number]> = {
  "00": [60.17, 24.94], "01": [60.29, 25.04], "02": [60.2, 24.66], "03": [60.3, 24.33], "04": [60.47, 25.09],
  "05": [60.63, 24.86], "06": [60.39, 25.66], "07": [60.46, 26.22], "08": [60.25, 24.07], "09": [60.07, 24.55],
  "10": [59.98, 23.43], "11": [60.74, 24.77], "12": [60.76, 24.63], "13": [61.0, 24.46], "14": [61.1, 24.3],
  "15": [60.98, 25.66], "16": [60.92, 25.6], "17": [61.17, 25.55], "18": [61.2, 26.03], "19": [61.5, 25.7],
  "20": [60.45, 22.27], "21": [60.48, 22.1], "22": [60.1, 19.94], "23": [60.8, 21.4], "24": [60.38, 23.13],
  "25": [60.3, 22.9], "26": [61.13, 21.5], "27": [61.1, 21.9], "28": [61.48, 21.8], "29": [61.6, 21.9],
  "30": [60.81, 23.62], "31": [60.85, 23.4], "32": [60.85, 23.05], "33": [61.5, 23.76], "34": [61.6, 23.9],
  "35": [61.68, 24.36], "36": [61.46, 24.07], "37": [61.48, 23.5], "38": [61.34, 22.9], "39": [62.0, 23.0],
  "40": [62.24, 25.75], "41": [62.3, 25.9], "42": [61.86, 25.19], "43": [62.7, 25.25], "44": [62.6, 25.73],
  "45": [60.87, 26.7], "46": [60.9, 26.4], "47": [60.9, 26.5], "48": [60.47, 26.95], "49": [60.57, 27.2],
  "50": [61.69, 27.27], "51": [61.7, 27.5], "52": [61.4, 26.9], "53": [61.06, 28.19], "54": [61.0, 27.9],
  "55": [61.17, 28.76], "56": [61.3, 28.8], "57": [61.87, 28.88], "58": [61.9, 28.5], "59": [61.55, 29.5],
  "60": [62.79, 22.84], "61": [62.6, 22.6], "62": [62.97, 23.0], "63": [62.6, 23.6], "64": [62.5, 21.4],
  "65": [63.1, 21.62], "66": [63.2, 22.0], "67": [63.84, 23.13], "68": [63.7, 22.7], "69": [63.6, 24.0],
  "70": [62.89, 27.68], "71": [62.9, 27.3], "72": [63.1, 27.0], "73": [63.0, 27.9], "74": [63.56, 27.19],
  "75": [63.5, 29.1], "76": [62.3, 27.1], "77": [62.6, 27.1], "78": [62.32, 27.87], "79": [62.4, 28.2],
  "80": [62.6, 29.76], "81": [62.9, 30.1], "82": [62.3, 30.1], "83": [62.9, 29.5], "84": [64.08, 24.55],
  "85": [63.75, 25.6], "86": [64.2, 24.9], "87": [64.22, 27.73], "88": [64.1, 28.5], "89": [64.9, 29.0],
  "90": [65.01, 25.47], "91": [65.0, 25.7], "92": [64.68, 24.48], "93": [65.96, 29.19], "94": [65.74, 24.56],
  "95": [65.85, 24.15], "96": [66.5, 25.73], "97": [66.6, 26.0], "98": [67.4, 26.6], "99": [68.4, 25.5],
};

/** The postal area's point of a Finnish postcode (five digits), or null for any other input or country. */
export function postcodeLocation(countryCode: string, postcode: string | null | undefined): GeoPoint | null {
  if (countryCode.toLowerCase() !== "fi") return null;
  const code = (postcode ?? "").trim();
  if (!/^\d{5}$/.test(code)) return null;
  const point = FINNISH_AREAS[code.slice(0, 2)];
  return point ? { latitude: point[0], longitude: point[1] } : null;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A distance as shown to a shopper: whole kilometres, at least 1; null when either end is unknown.
 * Postal areas are tens of kilometres across, so more precision would promise what is not known.
 */
export function roundedDistanceKm(from: GeoPoint | null, to: { latitude?: number | null; longitude?: number | null } | null): number | null {
  if (!from || !to || typeof to.latitude !== "number" || typeof to.longitude !== "number") return null;
  return Math.max(1, Math.round(distanceKm(from, { latitude: to.latitude, longitude: to.longitude })));
}
