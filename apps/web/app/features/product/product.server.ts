// The product page's loader part (spec 02 §2 Product page): the product model of the path in the
// page's language and tax area, `preview` passed on; an unknown product is the 404 screen
// 'Product not found', any other failure the error screen with the API's status (default 500),
// reported to GET /api/?err= (spec 02 §7, §8). The signed-in user's authorization goes with the
// call, so a staff preview can show a non-public model, and with the failure report (spec 01 §6).
import type { KeywordRef, ProductModel } from "@polku/domain";
import { data } from "react-router";
import { ApiError, type ApiClient, type FetchLike } from "../../lib/api";
import { reportLoadFailure } from "../../lib/error-report";
import type { ErrorPayload } from "../../lib/errors";
import type { LocaleConfig } from "../../lib/locale-config";

export interface ProductPagePayload {
  model: ProductModel;
  /** ?select-color= of the address (spec 02 §4 initial colour). */
  selectColor: string | null;
  /** Keywords of the page language, linked in the description (spec 02 §2); none when that call failed. */
  keywords: KeywordRef[];
}

/** `?preview`, `?preview=1` and `?preview=true` ask for a staff preview (the API decides who may). */
function previewAsked(url: URL): boolean {
  const value = url.searchParams.get("preview");
  return value === "" || value === "1" || value === "true";
}

/** The description's keyword links (spec 02 §2); a failure only leaves the links out. */
export function loadKeywordRefs(api: ApiClient, language: LocaleConfig["language"]): Promise<KeywordRef[]> {
  return api.keywordPopups(language).then(
    (answer) => answer.keywords.map(({ id, keyword }) => ({ id, keyword })),
    (error: unknown) => {
      console.error("Failed to load the keywords", error);
      return [];
    },
  );
}

/** The API's answer for a non-public model asked for by someone who is not staff. */
function isNotPublic(body: unknown): boolean {
  return typeof body === "object" && body !== null && (body as { code?: unknown }).code === "not_public";
}

export interface ProductPageLoad {
  api: ApiClient;
  config: LocaleConfig;
  url: URL;
  path: string;
  /** The so.auth value of the request, or null for a guest. */
  authorization: string | null;
  /** Where failures are reported (the API fetch), with the shopper's address. */
  report: { fetch: FetchLike; clientIp?: string };
}

export async function loadProductPage(input: ProductPageLoad): Promise<ProductPagePayload> {
  const { api, config, url, path, authorization, report } = input;
  try {
    const [model, keywords] = await Promise.all([
      api.productModel(path, { language: config.language, taxAreaId: config.taxAreaId, preview: previewAsked(url) }, authorization),
      loadKeywordRefs(api, config.language),
    ]);
    return { model, selectColor: url.searchParams.get("select-color"), keywords };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      // spec 02 §2, §8: a non-public model tells a shopper it is not visible to customer accounts;
      // a 403 and the error screen's noindex keep it out of search engines. Staff see the model.
      if (isNotPublic(error.body)) throw data<ErrorPayload>({ messageKey: "productPage.notPublic", contact: true }, { status: 403 });
      // Continue shopping searches for the words of the address (a renamed or removed model's
      // address still names it); the front-page button stands beside it.
      throw data<ErrorPayload>({ messageKey: "productPage.notFound", contact: true, buttonTarget: searchTargetOf(path) }, { status: 404 });
    }
    console.error("Failed to load the product page", error);
    reportLoadFailure(report.fetch, error, { clientIp: report.clientIp, authorization });
    const status = error instanceof ApiError ? error.status : 500;
    // spec 02 §2, §8: the server status and 'Product not found', then on to the front page.
    throw data<ErrorPayload>({ messageKey: "productPage.notFound", redirect: true, contact: true }, { status });
  }
}

/** `/search/?q=` with the words of a product address's last part, or the front page without any. */
export function searchTargetOf(path: string): string {
  const last = path.split("/").filter(Boolean).pop() ?? "";
  const words = last.replace(/[^\p{L}\p{N}]+/gu, " ").trim().slice(0, 80).trim();
  return words ? `/search/?q=${encodeURIComponent(words)}` : "/";
}
