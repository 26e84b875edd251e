// Issue 14 "SEO": schema.org data in the server-rendered pages: Organization and WebSite with a
// SearchAction on the home page; BreadcrumbList on group, product, post and store pages.
import { expect, test, type APIRequestContext } from "@playwright/test";

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

async function ldOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { "accept-language": "fi" } });
  expect(response.status(), path).toBe(200);
  return jsonLd(await response.text());
}

test("the home page names the shop and its search; group, product, post and store pages their breadcrumbs", async ({ request }) => {
  const home = await ldOf(request, "/");
  const site = home.find((d) => d["@type"] === "WebSite") as { potentialAction: { target: { urlTemplate: string } } } | undefined;
  expect(site?.potentialAction.target.urlTemplate).toMatch(/\/search\/\?q=\{search_term_string\}$/);
  expect(home.some((d) => d["@type"] === "Organization")).toBe(true);

  const group = await ldOf(request, "/vaatteet/");
  const crumbs = group.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { position: number; item: string }[] } | undefined;
  expect(crumbs?.itemListElement.at(-1)?.item).toMatch(/\/vaatteet\/$/);

  const search = await request.get("/api/search/?q=takki&language=fi&taxAreaId=1");
  const product = (await search.json()).results[0] as { path: string; manufacturerSlug: string };
  const productLd = await ldOf(request, `/${product.path.replace(/^\/|\/$/g, "")}/`);
  expect(productLd.map((d) => d["@type"])).toEqual(expect.arrayContaining(["Product", "BreadcrumbList"]));

  const post = await ldOf(request, "/life-outdoors/blog/ruska-kasivarressa/");
  expect(post.map((d) => d["@type"])).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));

  const store = await ldOf(request, "/stores/rovaniemi/");
  expect(store.map((d) => d["@type"])).toEqual(expect.arrayContaining(["Store", "BreadcrumbList"]));
});
