// Rows of banners, text banners, keyword popups, static pages and general settings.
import { BANNERS, KEYWORD_POPUPS, TEXT_BANNERS, type LinkTarget } from "../data/content";
import { generalSettings, SETTING_TRANSLATIONS } from "../data/settings";
import { STATIC_PAGES, TABBED_PAGE, type TabSeed } from "../data/static-pages";
import { INFO_PAGES, type InfoPageSeed } from "../data/info-pages";
import { EXPERIENCE_PAGES, EXPERIENCES_HUB } from "../data/experiences";
import { sanitisePageHtml } from "../../modules/content";
import { sceneImagePath } from "../../modules/media";
import { escapeHtml, languageCodes, slugify, type LanguageCode, type Texts } from "../text";
import type { GroupInfo } from "./groups";
import type { InsertRows as Rows } from "./rows";


const DAY = 86_400_000;
const at = (now: Date, days: number | null) => (days === null ? null : new Date(now.getTime() + days * DAY));
// Sanitised on write as every editor's HTML is (docs/content.md "Sanitising").
const html = (paragraphs: Texts[], l: LanguageCode) => sanitisePageHtml(paragraphs.map((p) => `<p>${escapeHtml(p[l])}</p>`).join(""));
const infoHtml = (page: InfoPageSeed, l: LanguageCode, groupPath: (key: string, l: LanguageCode) => string) =>
  sanitisePageHtml(
    html(page.intro, l) +
      page.sections.map((s) => `<section><h2 id="${s.id}">${escapeHtml(s.heading[l])}</h2>${html(s.body, l)}</section>`).join("") +
      (page.links ? `<ul>${page.links.map((link) => `<li><a href="${"group" in link ? groupPath(link.group, l) : link.href}">${escapeHtml(link.label[l])}</a></li>`).join("")}</ul>` : "") +
      (page.extraHtml ?? ""),
  );
const SOCIAL_SCENES = ["fell", "forest", "lake", "mountains", "coast", "snow"] as const;

export function buildContent(now: Date, groups: Map<string, GroupInfo>) {
  const groupPath = (key: string, l: LanguageCode) => {
    const group = groups.get(key);
    if (!group) throw new Error(`An information page links to unknown group ${key}`);
    return `/${group.path[l]}/`;
  };
  const url = (target: LinkTarget, l: LanguageCode) => {
    if ("path" in target) return target.path[l];
    const group = groups.get(target.group);
    if (!group) throw new Error(`Banner links to unknown group ${target.group}`);
    return `/${group.path[l]}/`;
  };

  const banners: Rows<"banners"> = [];
  const bannerTranslations: Rows<"bannerTranslations"> = [];
  BANNERS.forEach((b, i) => {
    const id = i + 1;
    banners.push({
      id, kind: b.kind, image: b.image, cropPoint: b.cropPoint, subText: b.subText,
      productGroupId: b.group ? (groups.get(b.group) as GroupInfo).id : null,
      sortOrder: i + 1, activeFrom: at(now, b.activeFrom), activeTo: at(now, b.activeTo), isActive: true, updatedAt: now,
    });
    for (const language of languageCodes) {
      bannerTranslations.push({
        bannerId: id, language, title: b.title[language], heading: b.heading[language],
        // spec 02 §3: one url per line, paired with the lines of buttonText.
        url: b.links.map((link) => url(link.target, language)).join("\n"),
        buttonText: b.links.map((link) => link.button[language]).join("\n"),
      });
    }
  });

  const textBanners: Rows<"textBanners"> = TEXT_BANNERS.map((b, i) => ({ id: i + 1, bgColor: b.bgColor, textColor: b.textColor, sortOrder: i + 1, activeFrom: at(now, b.activeFrom), activeTo: at(now, b.activeTo), isActive: true, updatedAt: now }));
  const textBannerTranslations: Rows<"textBannerTranslations"> = TEXT_BANNERS.flatMap((b, i) =>
    languageCodes.map((language) => ({ textBannerId: i + 1, language, text: b.text[language], url: b.url ? url(b.url, language) : null })),
  );

  const keywordPopups: Rows<"keywordPopups"> = KEYWORD_POPUPS.map((_, i) => ({ id: i + 1, isActive: true, updatedAt: now }));
  const keywordPopupTranslations: Rows<"keywordPopupTranslations"> = KEYWORD_POPUPS.flatMap((k, i) =>
    languageCodes.map((language) => ({ keywordPopupId: i + 1, language, keyword: k.keyword[language], text: k.text[language], url: k.url?.[language] ?? null })),
  );

  const staticPages: Rows<"staticPages"> = [];
  const staticPageTranslations: Rows<"staticPageTranslations"> = [];
  [...STATIC_PAGES, TABBED_PAGE].forEach((page, i) => {
    const id = i + 1;
    staticPages.push({ id, withTabs: page === TABBED_PAGE, isActive: true, sortOrder: i + 1, updatedAt: now });
    for (const language of languageCodes) {
      staticPageTranslations.push({ pageId: id, language, slug: page.slug[language], title: page.title[language], contentHtml: html(page.body, language), metaDescription: page.body[0]?.[language] ?? null });
    }
  });
  const tabbedPageId = staticPages.length;
  // The brand experiences are information pages too: the hub's introduction and each brand's story.
  const experiencePages: InfoPageSeed[] = [EXPERIENCES_HUB, ...EXPERIENCE_PAGES.map((page) => ({ ...page, path: `experiences/${slugify(page.brand)}` }))];
  [...INFO_PAGES, ...experiencePages].forEach((page, i) => {
    const id = tabbedPageId + i + 1;
    staticPages.push({ id, withTabs: false, isActive: true, sortOrder: id, updatedAt: now });
    const socialImage = sceneImagePath(SOCIAL_SCENES[i % SOCIAL_SCENES.length]!, "day", (i % 5) + 1);
    for (const language of languageCodes) {
      staticPageTranslations.push({ pageId: id, language, slug: page.path, title: page.title[language], contentHtml: infoHtml(page, language, groupPath), metaDescription: page.intro[0]?.[language] ?? null, socialImage });
    }
  });
  const staticPageTabs: Rows<"staticPageTabs"> = [];
  const staticPageTabTranslations: Rows<"staticPageTabTranslations"> = [];
  const addTabs = (tabs: TabSeed[], parentTabId: number | null) =>
    tabs.forEach((tab, i) => {
      const id = staticPageTabs.length + 1;
      staticPageTabs.push({ id, pageId: tabbedPageId, parentTabId, sortOrder: i + 1 });
      for (const language of languageCodes) staticPageTabTranslations.push({ tabId: id, language, slug: tab.slug[language], title: tab.title[language], contentHtml: html(tab.body, language) });
      if (tab.children) addTabs(tab.children, id);
    });
  addTabs(TABBED_PAGE.tabs, null);

  return {
    banners, bannerTranslations, textBanners, textBannerTranslations, keywordPopups, keywordPopupTranslations,
    staticPages, staticPageTranslations, staticPageTabs, staticPageTabTranslations,
    routeRedirects: buildRouteRedirects(now, groups),
  };
}

/** Addresses of an earlier shop that still circulate in old links (spec 01 §2 route rules). */
function buildRouteRedirects(now: Date, groups: Map<string, GroupInfo>): Rows<"routeRedirects"> {
  const finnishPath = (key: string) => `/${(groups.get(key) as GroupInfo).path.fi}/`;
  return [
    { id: 1, fromPath: "/tarjoukset/", target: finnishPath("outlet"), statusCode: 301, isActive: true, updatedAt: now },
    { id: 2, fromPath: "/retkeilyvarusteet/", target: finnishPath("hiking"), statusCode: 301, isActive: true, updatedAt: now },
    { id: 3, fromPath: "/talvitakit/", target: finnishPath("jackets"), statusCode: 308, isActive: true, updatedAt: now },
  ];
}

export function buildSettings(now: Date, brandSlugs: string[], quickAdd: { model_id: number; variant_id: number }[]) {
  const settings = generalSettings(brandSlugs, quickAdd);
  const generalSettingRows: Rows<"generalSettings"> = Object.entries(settings).map(([key, value]) => ({ key, value, updatedAt: now }));
  const generalSettingTranslations: Rows<"generalSettingTranslations"> = Object.entries(SETTING_TRANSLATIONS).flatMap(([key, texts]) =>
    languageCodes.filter((l) => l !== "fi").map((language) => ({ key, language, value: texts[language] })),
  );
  return { generalSettings: generalSettingRows, generalSettingTranslations };
}
