// Locale calls (spec 01 §3-4, §7): the visitor's country by IP, the config for a chosen
// delivery country and currency, and the lists the locale modal offers.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import {
  initConfigQuerySchema,
  initConfigResponseSchema,
  languageQuerySchema,
  localeByIpResponseSchema,
  localeOptionsResponseSchema,
} from "@polku/domain";
import type { Config } from "../../config";
import { sharedGet } from "../../http/in-process";
import { HttpError, badRequest } from "../../http/errors";
import { visitorIp } from "../../http/visitor-ip";
import type { MemoCache } from "../../lib/memo-cache";
import { countryForIp, loadGeoTable } from "./geoip";
import { createLocaleRepository } from "./locale.repository";
import { route } from "../../http/contract";

export async function localeRoutes(app: FastifyInstance, opts: { db: Database; config: Config; cache: MemoCache }): Promise<void> {
  const repo = createLocaleRepository(opts.db);
  const geoTable = loadGeoTable(opts.config.GEOIP_TABLE);
  const countries = (language: Parameters<typeof repo.countries>[0]) => opts.cache.get(`countries:${language}`, () => repo.countries(language));
  const currencies = () => opts.cache.get("currencies", () => repo.currencies());

  route(app, {
    method: "GET",
    url: "/api/locale_by_ip/",
    tag: "Locale",
    summary: "The visitor's likely country and language",
    responses: { 200: localeByIpResponseSchema },
  }, async (request, reply, io) => {
    const header = opts.config.GEOIP_HEADER ? request.headers[opts.config.GEOIP_HEADER.toLowerCase()] : undefined;
    const fromHeader = typeof header === "string" && /^[a-zA-Z]{2}$/.test(header) ? header.toLowerCase() : null;
    const code = fromHeader ?? countryForIp(geoTable, visitorIp(request));
    const country = code ? (await countries("fi")).find((c) => c.code === code && c.isEnabled) : undefined;
    reply.header("cache-control", "private, no-store");
    if (!country) throw new HttpError(404, "unknown_location", "No country is known for this address");
    return io.output({ country_code: country.code, currency: country.defaultCurrency });
  });

  sharedGet(app, {
    method: "GET",
    url: "/api/init-config/",
    tag: "Locale",
    summary: "The storefront's start configuration for a language and host",
    query: initConfigQuerySchema,
    responses: { 200: initConfigResponseSchema },
  }, async (request, _reply, io) => {
    const query = io.query();
    const countryCode = query["delivery-country-code"].toLowerCase();
    const currencyCode = query["currency-code"].toLowerCase();
    const [countryList, currencyList] = await Promise.all([countries(query.language), currencies()]);
    const country = countryList.find((c) => c.code === countryCode && c.isEnabled);
    const currency = currencyList.find((c) => c.code === currencyCode);
    const errors: Record<string, string[]> = {};
    if (!country) errors["delivery-country-code"] = [`We do not deliver to "${countryCode}"`];
    if (!currency) errors["currency-code"] = [`Unknown currency "${currencyCode}"`];
    if (!country || !currency) throw badRequest(errors);
    return io.output({
      currencyFormat: { code: currency.code, symbol: currency.symbol, decimals: currency.decimals },
      currencyRate: currency.rate,
      deliveryCountryName: country.name,
      taxAreaId: country.taxAreaId,
      isEuMember: country.isEuMember,
    });
  });

  sharedGet(app, {
    method: "GET",
    url: "/api/locale-options/",
    tag: "Locale",
    summary: "The countries and languages a shopper can choose",
    query: languageQuerySchema,
    responses: { 200: localeOptionsResponseSchema },
  }, async (request, reply, io) => {
    const { language } = io.query();
    const [countryList, currencyList] = await Promise.all([countries(language), currencies()]);
    reply.header("cache-control", "public, max-age=300");
    return io.output({
      deliveryCountries: countryList.map((c) => ({
        delivery_country_code: c.code,
        name: c.name,
        is_enabled: c.isEnabled,
        delivery_days: { start: c.deliveryDaysStart, end: c.deliveryDaysEnd, ski_bundle_days: { start: c.skiBundleDaysStart, end: c.skiBundleDaysEnd } },
        default_currency: c.defaultCurrency,
      })),
      currencies: currencyList.map(({ code, symbol, rate }) => ({ code, symbol, rate })),
    });
  });
}
