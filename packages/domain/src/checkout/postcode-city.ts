// The city of a Finnish postcode, for filling the checkout's empty city field (docs/checkout.md
// "City from the postcode"; issue 12). A compact table of postcode ranges (inclusive) that lie
// wholly in one municipality: the larger towns, where most orders go. A postcode outside them
// suggests nothing and the shopper types the city as before; a wrong guess is worse than none,
// so ranges stop where a neighbouring municipality's codes begin. Names are the Finnish postal
// names the post office prints.
const RANGES: readonly (readonly [number, number, string])[] = [
  [100, 990, "Helsinki"],
  [1200, 1770, "Vantaa"],
  [2100, 2380, "Espoo"],
  [2600, 2690, "Espoo"],
  [2700, 2700, "Kauniainen"],
  [2710, 2980, "Espoo"],
  [4200, 4260, "Kerava"],
  [4300, 4300, "Tuusula"],
  [4400, 4440, "Järvenpää"],
  [6100, 6500, "Porvoo"],
  [8100, 8200, "Lohja"],
  [11100, 11130, "Riihimäki"],
  [13100, 13900, "Hämeenlinna"],
  [15100, 15700, "Lahti"],
  [20100, 20960, "Turku"],
  [22100, 22160, "Maarianhamina"],
  [24100, 24260, "Salo"],
  [26100, 26200, "Rauma"],
  [28100, 28900, "Pori"],
  [30100, 30300, "Forssa"],
  [33100, 33730, "Tampere"],
  [37100, 37150, "Nokia"],
  [37600, 37630, "Valkeakoski"],
  [40100, 40740, "Jyväskylä"],
  [45100, 45200, "Kouvola"],
  [48100, 48600, "Kotka"],
  [49400, 49420, "Hamina"],
  [50100, 50190, "Mikkeli"],
  [53100, 53900, "Lappeenranta"],
  [55100, 55800, "Imatra"],
  [57100, 57230, "Savonlinna"],
  [60100, 60550, "Seinäjoki"],
  [65100, 65380, "Vaasa"],
  [67100, 67700, "Kokkola"],
  [70100, 70900, "Kuopio"],
  [74100, 74170, "Iisalmi"],
  [78200, 78300, "Varkaus"],
  [80100, 80260, "Joensuu"],
  [84100, 84100, "Ylivieska"],
  [87100, 87500, "Kajaani"],
  [90100, 90650, "Oulu"],
  [94100, 94200, "Kemi"],
  [95400, 95450, "Tornio"],
  [96100, 96500, "Rovaniemi"],
];

/** The city of a whole Finnish postcode ("00100" → "Helsinki"), or null when the table has none. */
export function cityForPostcode(countryCode: string, postcode: string | null | undefined): string | null {
  if (countryCode.toLowerCase() !== "fi" || !postcode || !/^\d{5}$/.test(postcode.trim())) return null;
  const code = Number(postcode.trim());
  for (const [from, to, city] of RANGES) if (code >= from && code <= to) return city;
  return null;
}

/**
 * The city field after the postcode changed from `previous` to `next`: the postcode's city when
 * the field is empty, or still holds what the previous postcode filled in; otherwise what the
 * shopper typed, untouched.
 */
export function cityAfterPostcode(countryCode: string, city: string, previous: string, next: string): string {
  const suggested = cityForPostcode(countryCode, next);
  if (!suggested) return city;
  const filledBefore = cityForPostcode(countryCode, previous);
  return city.trim() === "" || (filledBefore !== null && city === filledBefore) ? suggested : city;
}
