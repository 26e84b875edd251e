// The back office's frame (docs/admin.md "Screens"): who is logged in, the navigation by area
// (admin-only areas shown to admins only), the language switch and logout.
import { Form, NavLink, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { adminMeSchema, roleAllows, type AdminRole } from "@polku/domain/admin/common";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/shell";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await adminApi(request, context).get("/api/admin/me/", adminMeSchema);
  return { me, publicUrl: context.publicUrl };
}

export function useMe() {
  return useRouteLoaderData<typeof loader>("routes/shell")!.me;
}

const NAV: { to: string; label: MessageKey; role: AdminRole; end?: boolean }[] = [
  { to: "/", label: "nav.dashboard", role: "staff", end: true },
  { to: "/orders/", label: "nav.orders", role: "staff" },
  { to: "/refunds/", label: "nav.refunds", role: "staff" },
  { to: "/transfers/", label: "nav.transfers", role: "staff" },
  { to: "/rental/", label: "nav.rental", role: "staff" },
  { to: "/productmodels/", label: "nav.models", role: "staff" },
  { to: "/productgroups/", label: "nav.groups", role: "staff" },
  { to: "/manufacturers/", label: "nav.brands", role: "staff" },
  { to: "/sizetables/", label: "nav.sizeTables", role: "staff" },
  { to: "/customers/", label: "nav.customers", role: "staff" },
  { to: "/reviews/", label: "nav.reviews", role: "staff" },
  { to: "/secondhand/", label: "nav.secondHand", role: "staff" },
  { to: "/skifacts/", label: "nav.skiFacts", role: "staff" },
  { to: "/prices/", label: "nav.prices", role: "admin", end: true },
  { to: "/prices/bulk/", label: "nav.bulkPrices", role: "admin" },
  { to: "/stock/", label: "nav.stock", role: "staff" },
  { to: "/codes/", label: "nav.codes", role: "admin" },
  { to: "/giftcards/", label: "nav.giftCards", role: "admin" },
  { to: "/giftcampaigns/", label: "nav.giftCampaigns", role: "admin" },
  { to: "/banners/", label: "nav.banners", role: "staff" },
  { to: "/keywords/", label: "nav.keywords", role: "staff" },
  { to: "/pages/", label: "nav.pages", role: "staff" },
  { to: "/experiences/", label: "nav.experiences", role: "staff" },
  { to: "/faq/", label: "nav.faq", role: "staff" },
  { to: "/stores/", label: "nav.stores", role: "staff" },
  { to: "/settings/", label: "nav.settings", role: "admin" },
  { to: "/audit/", label: "nav.audit", role: "staff" },
];

export default function Shell({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const location = useLocation();
  const here = location.pathname.replace(/^\/admin(?=\/)/, "") + location.search;
  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        {t("nav.skip")}
      </a>
      <header className="topbar">
        <span className="brand">{t("app.title")}</span>
        <span className="who">
          {loaderData.me.username ?? loaderData.me.email} · {t(loaderData.me.role === "admin" ? "role.admin" : "role.staff")}
        </span>
        <a href={loaderData.publicUrl} className="to-shop">
          {t("nav.shop")}
        </a>
        <Form method="post" action="/language/" className="inline">
          <input type="hidden" name="next" value={here} />
          <button type="submit" name="language" value={language === "fi" ? "en" : "fi"} className="button link" lang={language === "fi" ? "en" : "fi"}>
            {language === "fi" ? "English" : "Suomeksi"}
          </button>
        </Form>
        <Form method="post" action="/logout/" className="inline">
          <button type="submit" className="button link">
            {t("nav.logout")}
          </button>
        </Form>
      </header>
      <nav className="sidenav" aria-label={t("nav.label")}>
        <ul>
          {NAV.filter((item) => roleAllows(loaderData.me.role, item.role)).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
