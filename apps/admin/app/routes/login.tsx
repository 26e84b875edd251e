// /admin/login/ (docs/admin.md "Login"): e-mail and password through the shop's own login call
// (its rate limits and throttle apply); only staff and admins are let in.
import { Form, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { adminMeSchema } from "@polku/domain/admin/common";
import { localRedirectPath, tokenResponseSchema } from "@polku/domain";
import { FormAlert } from "../components/form-parts";
import { useT, type MessageKey } from "../lib/i18n";
import { authorizationOf, sessionCookie } from "../lib/session.server";
import type { Route } from "./+types/login";

/** A path of the back office to return to, normalised before it is judged (docs/security.md). */
export function safeNext(value: string | null): string {
  const path = localRedirectPath(value);
  return path && /^\/[a-z0-9/_?=&%.-]*$/i.test(path) ? path : "/";
}

export async function loader({ request }: Route.LoaderArgs) {
  if (authorizationOf(request)) {
    // Already logged in: on to the page asked for (the shell checks the role).
    const next = safeNext(new URL(request.url).searchParams.get("next"));
    if (next !== "/login/") throw redirect(next);
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const next = safeNext(String(form.get("next") ?? ""));
  if (!email || !password) return data({ error: "login.missing" as MessageKey, email }, { status: 400 });
  const response = await context.apiFetch("/api/token/", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": context.clientIp },
    body: JSON.stringify({ email, password }),
  });
  if (response.status === 429) return data({ error: "login.throttled" as MessageKey, email }, { status: 429 });
  if (response.status === 400 || response.status === 401 || response.status === 403) return data({ error: "login.wrong" as MessageKey, email }, { status: 401 });
  if (!response.ok) return data({ error: "login.unavailable" as MessageKey, email }, { status: 503 });
  const token = tokenResponseSchema.parse(await response.json());
  const me = await context.apiFetch("/api/admin/me/", { headers: { authorization: `Bearer ${token.access_token}` } });
  if (!me.ok) {
    // A customer without the staff role: the token is given back at once.
    await context.apiFetch("/api/logout/", { method: "POST", headers: { authorization: `Bearer ${token.access_token}` } }).catch(() => undefined);
    return data({ error: "login.notStaff" as MessageKey, email }, { status: 403 });
  }
  adminMeSchema.parse(await me.json());
  throw redirect(next, { headers: { "Set-Cookie": sessionCookie(request, token.access_token, token.expires_in) } });
}

export default function Login() {
  const t = useT();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  return (
    <main className="login">
      <h1>{t("login.heading")}</h1>
      <Form method="post" className="card form">
        <FormAlert message={result?.error ? t(result.error) : null} />
        <input type="hidden" name="next" value={params.get("next") ?? "/"} />
        <div className="field">
          <label htmlFor="email">{t("login.email")}</label>
          <input id="email" name="email" type="email" autoComplete="username" required defaultValue={result?.email ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="password">{t("login.password")}</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button type="submit" className="button primary" disabled={busy}>
          {t("login.submit")}
        </button>
      </Form>
    </main>
  );
}
