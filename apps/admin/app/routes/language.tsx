// POST /admin/language/: the back office's language (fi or en), kept in a cookie.
import { redirect } from "react-router";
import { isAdminLanguage } from "../lib/i18n";
import { languageCookie } from "../lib/session.server";
import { safeNext } from "./login";
import type { Route } from "./+types/language";

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const language = form.get("language");
  const next = safeNext(String(form.get("next") ?? "/"));
  throw redirect(next, isAdminLanguage(language) ? { headers: { "Set-Cookie": languageCookie(language) } } : undefined);
}

export async function loader() {
  throw redirect("/");
}
