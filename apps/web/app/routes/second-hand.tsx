// /second-hand/ (spec 01 §2; docs/second-hand.md): the used items for sale. The address carries
// the filters (group, brand, size, condition: repeated or comma-separated; min and max in euros)
// and the sort; the loader asks the API live, so a sold item is never shown.
import { SECOND_HAND_SORTS, type SecondHandSort } from "@polku/domain";
import { SecondHandPage, type SecondHandChoices, type SecondHandPageData } from "../features/second-hand/second-hand-page";
import { ApiError } from "../lib/api";
import { circularServerApi } from "../lib/circular-api.server";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/second-hand";

export const handle = { layout: "default" };

const values = (url: URL, key: string) =>
  url.searchParams.getAll(key).flatMap((v) => v.split(",")).map((v) => v.trim()).filter((v) => v.length > 0).slice(0, 50);

/** Whole euros typed in the price fields; anything else is left out. */
const euros = (value: string | null) => (value !== null && /^\d{1,7}$/.test(value.trim()) ? value.trim() : "");

export function choicesOf(url: URL): SecondHandChoices {
  const sort = url.searchParams.get("sort") ?? "newest";
  return {
    group: values(url, "group"),
    brand: values(url, "brand"),
    size: values(url, "size"),
    condition: values(url, "condition"),
    min: euros(url.searchParams.get("min")),
    max: euros(url.searchParams.get("max")),
    sort: (SECOND_HAND_SORTS as readonly string[]).includes(sort) ? (sort as SecondHandSort) : "newest",
  };
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<SecondHandPageData> {
  const { config } = await requireLocale(request, context);
  const choices = choicesOf(new URL(request.url));
  try {
    const answer = await circularServerApi(context).secondHandList({
      language: config.language,
      taxAreaId: config.taxAreaId,
      group: choices.group,
      brand: choices.brand,
      size: choices.size,
      condition: choices.condition,
      priceMin: choices.min === "" ? undefined : Number(choices.min) * 100,
      priceMax: choices.max === "" ? undefined : Number(choices.max) * 100 + 99,
      sort: choices.sort,
    });
    return { status: "ready", answer, choices };
  } catch (error) {
    // A hand-made address with values the API refuses shows every item rather than an error.
    if (error instanceof ApiError && error.status === 400) {
      const answer = await circularServerApi(context).secondHandList({ language: config.language, taxAreaId: config.taxAreaId }).catch(() => null);
      if (answer) return { status: "ready", answer, choices: { group: [], brand: [], size: [], condition: [], min: "", max: "", sort: "newest" } };
    }
    console.error("Failed to fetch the second-hand items", error);
    return { status: "error", choices };
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("secondHand.title"), description: t("secondHand.lead"), path: location.pathname });
}

export default function SecondHand({ loaderData }: Route.ComponentProps) {
  return <SecondHandPage data={loaderData} />;
}
