// The browser uses the API's answers as they come (lib/api.ts `browserCheck`): the server must
// send the final shape. The server skips its output check in production (apps/server
// src/http/validate.ts `output`), so an answer the browser fetches must not depend on a zod
// default or transform: its contract holds none (a default, a transform, a pipe, a catch or an
// overwrite like trim()). Add a call the browser makes here, with its contract.
import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { apiContracts, type ApiContracts } from "./api-contracts.server";
import { accountContracts } from "../features/accounts/account-contracts.server";
import { circularContracts } from "./circular-contracts.server";

/** The contracts of the calls the browser's scripts make (browserApi, browserCircularApi, the cart's member prefill). */
const BROWSER_CONTRACTS: (keyof ApiContracts)[] = [
  "backInStockResponse", "bannersResponse", "brandsResponse", "buildInfo", "checkoutResponse", "deliveryMethodsResponse", "enterpriseOrderResponse",
  "fastShippingResponse", "initConfigResponse", "keywordPopupResponse", "keywordPopupsResponse", "localeOptionsResponse", "newestResponse", "orderConflict",
  "orderView", "placeOrderResponse", "productExtraType1", "productExtraType2", "productGroupsResponse", "productModelListResponse", "productReviewsResponse",
  "recommendation", "reviewVoteResponse", "reviewWriteResponse", "saveCartResponse", "searchResponse", "searchSuggestResponse", "staffCustomerSearchResponse", "staffStockResponse",
  "validateCodeResponse", "wishlistToggleResponse",
];

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  left?: z.ZodType;
  right?: z.ZodType;
}

/** The places in a schema where parsing changes the value (path → kind). */
function normalisations(schema: z.ZodType, path = "", seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const found: string[] = [];
  if (["default", "prefault", "catch", "pipe", "transform"].includes(def.type)) found.push(`${path || "(answer)"}: ${def.type}`);
  for (const check of def.checks ?? []) if (check._zod.def.check === "overwrite") found.push(`${path || "(answer)"}: overwrite`);
  const children: [string, z.ZodType | null | undefined][] = [
    ...Object.entries(def.shape ?? {}).map(([key, child]) => [`${path}.${key}`, child] as [string, z.ZodType]),
    [`${path}[]`, def.element],
    ...(def.options ?? []).map((child, i) => [`${path}|${i}`, child] as [string, z.ZodType]),
    [path, def.innerType],
    [`${path}{key}`, def.keyType],
    [`${path}{}`, def.valueType],
    [path, def.getter?.()],
    ...(def.items ?? []).map((child, i) => [`${path}[${i}]`, child] as [string, z.ZodType]),
    [`${path}[...]`, def.rest],
    [path, def.left],
    [path, def.right],
  ];
  for (const [childPath, child] of children) if (child) found.push(...normalisations(child, childPath, seen));
  return found;
}

describe("contracts of the answers the browser fetches", () => {
  it("finds a default, a transform and a trim where there is one", async () => {
    const { z } = await import("zod");
    expect(normalisations(z.object({ a: z.string().default("x"), b: z.array(z.string().trim()), c: z.string().transform(Number) }))).toEqual([".a: default", ".b[]: overwrite", ".c: pipe"]);
  });

  it("hold no default or transform the browser would need the server to have applied", () => {
    const browser = [
      ...BROWSER_CONTRACTS.map((name) => [name, apiContracts[name]] as const),
      ...Object.entries(circularContracts).filter(([name]) => name.startsWith("secondHand")),
      ["profile", accountContracts.profile] as const,
    ];
    const found = Object.fromEntries(
      browser.map(([name, schema]) => [name, normalisations(schema as z.ZodType)] as const).filter(([, list]) => list.length > 0),
    );
    expect(found).toEqual({});
  });
});
