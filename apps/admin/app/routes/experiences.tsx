// /admin/experiences/: the brands experience_manufacturer_list names, each with its story page
// (experiences/{brand}) to edit or to write, and the stories' front page (docs/admin.md "Pages").
import { Link } from "react-router";
import { adminExperienceListSchema } from "@polku/domain/admin/pages";
import { adminApi } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import type { Route } from "./+types/experiences";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { list: await adminApi(request, context).get("/api/admin/experiences/", adminExperienceListSchema) };
}

export default function Experiences({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { list } = loaderData;
  return (
    <>
      <h1>{t("experiences.heading")}</h1>
      <p className="hint">{t("experiences.hint")}</p>
      <p>
        {list.hub_page_id !== null ? (
          <Link to={`/pages/${list.hub_page_id}/`}>{t("experiences.editHub")}</Link>
        ) : (
          <>
            {t("experiences.hubMissing")}{" "}
            <Link to="/pages/new/">{t("pages.new")}</Link>
          </>
        )}{" "}
        · <Link to="/settings/">experience_manufacturer_list</Link>
      </p>
      {list.brands.length === 0 ? (
        <p>{t("experiences.none")}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">{t("experiences.heading")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("experiences.brand")}</th>
                <th scope="col">{t("experiences.story")}</th>
                <th scope="col">{t("pages.languages")}</th>
                <th scope="col">{t("pages.published")}</th>
              </tr>
            </thead>
            <tbody>
              {list.brands.map((brand) => (
                <tr key={brand.slug}>
                  <td>
                    <Link to={`/manufacturers/${brand.slug}/`}>{brand.name}</Link>
                  </td>
                  <td>
                    {brand.page_id !== null ? (
                      <Link to={`/pages/${brand.page_id}/`}>{t("experiences.edit")}</Link>
                    ) : (
                      <>
                        {t("experiences.noStory")} <Link to={`/pages/new/?experience=${brand.slug}`}>{t("experiences.create")}</Link>
                      </>
                    )}
                  </td>
                  <td>{brand.languages.join(", ") || "–"}</td>
                  <td>{brand.is_active === null ? "–" : brand.is_active ? t("pages.publishedYes") : t("pages.publishedNo")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
