// Display currency of a cart (spec 01 §9; docs/checkout.md "Currency"): amounts are charged in
// euros; the total is also shown converted at the currency's rate, rounded to its decimals
// (none for chf, czk, dkk, jpy, pln, rub, sek, nok).
import { NO_DECIMAL_CURRENCIES } from "../money";

export interface DisplayCurrency {
  code: string;
  rate: number;
  decimals: number;
}

export function currencyDecimals(code: string): number {
  return NO_DECIMAL_CURRENCIES.includes(code.toLowerCase()) ? 0 : 2;
}

/** cents × rate in major units of the display currency, rounded half up to its decimals. */
export function convertForDisplay(cents: number, currency: DisplayCurrency): number {
  const factor = 10 ** currency.decimals;
  const major = Number(((cents / 100) * currency.rate).toPrecision(12));
  return Math.round(major * factor) / factor;
}
