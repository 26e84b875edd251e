// The shoe wizard page's data (docs/shoe-wizard.md "The page"): the answers of the address, the
// footwear list narrowed by them with the domain's rules, the current step's options with what
// each would leave, the first matching cards and the catalogue's filtered grid at the end.
import {
  ANY,
  currentShoeStep,
  euSizeForFoot,
  euSizeForUk,
  matchShoes,
  parseShoeWizardPath,
  shoeCatalogueQuery,
  shoeStepOptions,
  shoeSteps,
  shoeWizardPath,
  sizeRoomMm,
  sortSizes,
  withAnswer,
  withoutAnswer,
  type ShoeAnswers,
  type ShoeCatalogue,
  type ShoeStep,
  type ShoeWizardResponse,
} from "@polku/domain";
import { data, redirect, type AppLoadContext } from "react-router";
import { notFound } from "../../lib/errors";
import { flowsServerApi } from "../../lib/flows-api.server";
import { requireLocale, serverApi } from "../../lib/request-locale.server";
import { serverListCache } from "../catalogue/list-cache.server";
import { toCard, type CardProduct } from "../catalogue/listing-model";

/** Cards shown under a step (the live list) and at the result. */
export const PREVIEW_CARDS = 8;
export const RESULT_CARDS = 24;
/** A measured foot must be in this range (cm) to be read at all. */
const FOOT_CM = { min: 10, max: 40 };

export type SizeFormError = "foot" | "footRange" | "uk";

export interface ShoeWizardReady {
  status: "ready";
  answers: ShoeAnswers;
  /** The step asked now; null: every step is answered (the result). */
  step: ShoeStep | null;
  steps: { step: ShoeStep; answer: string | null; changeHref: string | null }[];
  options: { answer: string; count: number; href: string }[];
  matching: number;
  total: number;
  cards: CardProduct[];
  /** The footwear group page with the answers as its filters. */
  gridHref: string;
  groupName: string;
  /** The footwear group page without filters. */
  groupHref: string;
  previousHref: string | null;
  /** The empty state's ways out: each answer given, and the address without it. */
  removals: { step: ShoeStep; answer: string; href: string }[];
  sizeTable: ShoeWizardResponse["sizeTable"];
  sizeForm: { foot: string; uk: string; error: SizeFormError | null };
  roomMm: number;
  /** The result's pages of RESULT_CARDS (every match, the width included); 1 of 1 under a step. */
  page: number;
  pages: number;
}
export type ShoeWizardPageData = ShoeWizardReady | { status: "unavailable" } | { status: "error" };

/** The size form's answer: the EU size, or the field's error. */
function convertSize(query: URLSearchParams, table: ShoeWizardResponse["sizeTable"], answers: ShoeAnswers): { size: string } | { error: SizeFormError } | null {
  const foot = query.get("foot_cm")?.trim();
  const uk = query.get("uk")?.trim();
  if (foot) {
    const cm = Number(foot.replace(",", "."));
    if (!/^\d{1,2}(?:[.,]\d{1,2})?$/.test(foot) || cm < FOOT_CM.min || cm > FOOT_CM.max) return { error: "foot" };
    const size = table ? euSizeForFoot(table, cm, sizeRoomMm(answers)) : null;
    return size ? { size } : { error: "footRange" };
  }
  if (uk) {
    const size = table && /^\d{1,2}(?:[.,]\d)?$/.test(uk) ? euSizeForUk(table, uk) : null;
    return size ? { size } : { error: "uk" };
  }
  return null;
}

export async function loadShoeWizard(request: Request, context: AppLoadContext, splat: string) {
  const url = new URL(request.url);
  const answers = parseShoeWizardPath(splat.split("/"));
  if (!answers) throw notFound(url.pathname);
  const canonical = shoeWizardPath(answers);
  const sizeAsked = url.searchParams.has("foot_cm") || url.searchParams.has("uk");
  if (canonical !== url.pathname && !sizeAsked) throw redirect(canonical);

  const { config } = await requireLocale(request, context);
  let wizard: ShoeWizardResponse;
  try {
    wizard = await flowsServerApi(context).shoeWizard(config.language);
  } catch (error) {
    console.error("Failed to fetch the shoe wizard's data", error);
    return { status: "error" } satisfies ShoeWizardPageData;
  }
  if (!wizard.root) return { status: "unavailable" } satisfies ShoeWizardPageData;

  // The size form (GET, so it works without JavaScript): a good answer goes to its address.
  const converted = sizeAsked ? convertSize(url.searchParams, wizard.sizeTable, answers) : null;
  if (converted && "size" in converted) throw redirect(shoeWizardPath(withAnswer(answers, "size", converted.size)));

  let items;
  try {
    items = await serverListCache.list(context.apiFetch, serverApi(context), { source: { type: "ProductGroup", id: wizard.root.id }, language: config.language, taxAreaId: config.taxAreaId }, context.apiCall);
  } catch (error) {
    console.error("Failed to fetch the footwear list", error);
    return { status: "error" } satisfies ShoeWizardPageData;
  }

  const catalogue: ShoeCatalogue = { kindGroups: wizard.kindGroups, wideModelIds: new Set(wizard.wideModelIds) };
  const step = currentShoeStep(answers);
  const steps = shoeSteps(answers);
  const matches = matchShoes(items, answers, catalogue).sort((a, b) => b.soldAmount - a.soldAmount || a.id - b.id);
  const sizes = sortSizes([...new Set([...(wizard.sizeTable?.sizes ?? []), ...items.flatMap((item) => item.sizes)])]);
  const options = step ? shoeStepOptions(step, items, answers, catalogue, sizes).map((o) => ({ ...o, href: shoeWizardPath(withAnswer(answers, step, o.answer)) })) : [];
  const answered = steps.filter((s) => answers[s] !== undefined);
  const last = answered.at(-1);
  const query = new URLSearchParams(shoeCatalogueQuery(answers, catalogue)).toString();
  // The result lists every match page by page (`?page=`), so a wide-fit answer, which the group
  // page cannot filter by, still ends in its complete list. A page that does not exist is a 404.
  const pages = step ? 1 : Math.max(1, Math.ceil(matches.length / RESULT_CARDS));
  const pageParam = url.searchParams.get("page");
  const pageNumber = pageParam === null ? 1 : /^[1-9]\d{0,3}$/.test(pageParam) ? Number(pageParam) : NaN;
  if (!step && !(pageNumber >= 1 && pageNumber <= pages)) throw notFound(url.pathname);
  const pageShown = step ? 1 : pageNumber;

  const page: ShoeWizardReady = {
    status: "ready",
    answers,
    step,
    steps: steps.map((s) => ({ step: s, answer: answers[s] ?? null, changeHref: answers[s] === undefined ? null : shoeWizardPath(withoutAnswer(answers, s)) })),
    options,
    matching: matches.length,
    total: items.length,
    cards: (step ? matches.slice(0, PREVIEW_CARDS) : matches.slice((pageShown - 1) * RESULT_CARDS, pageShown * RESULT_CARDS)).map(toCard),
    gridHref: `/${wizard.root.path}/${query ? `?${query}` : ""}`,
    groupName: wizard.root.name,
    groupHref: `/${wizard.root.path}/`,
    previousHref: last ? shoeWizardPath(withoutAnswer(answers, last)) : null,
    removals: answered.filter((s) => answers[s] !== ANY).map((s) => ({ step: s, answer: answers[s]!, href: shoeWizardPath(withoutAnswer(answers, s)) })),
    sizeTable: wizard.sizeTable,
    sizeForm: { foot: url.searchParams.get("foot_cm") ?? "", uk: url.searchParams.get("uk") ?? "", error: converted && "error" in converted ? converted.error : null },
    roomMm: sizeRoomMm(answers),
    page: pageShown,
    pages,
  };
  // A size the form could not read is the shopper's bad input: 400 with the page and its field error.
  return page.sizeForm.error ? data(page, { status: 400 }) : page;
}
