// POST /admin/logout/: the token is revoked and the cookie removed.
import { redirect } from "react-router";
import { authorizationOf, clearSessionCookie } from "../lib/session.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const authorization = authorizationOf(request);
  if (authorization) await context.apiFetch("/api/logout/", { method: "POST", headers: { authorization } }).catch(() => undefined);
  throw redirect("/login/", { headers: { "Set-Cookie": clearSessionCookie(request) } });
}

export async function loader() {
  throw redirect("/");
}
