// The login and logout actions (spec 01 §4, §7; docs/accounts.md "Login flow"): the token call
// in-process, the so.auth cookie, and the page's answer for each refusal.
import { data, redirect, type AppLoadContext } from "react-router";
import type { LoginResult } from "../../lib/api";
import { clearAuthCookie, serializeAuthCookie } from "../../lib/cookies";
import { authorizationOf, isSecureRequest, serverApi } from "../../lib/request-locale.server";
import type { LoginFormState } from "./login-form";
import { checkLoginFields, minutesToWait, safeNextPath } from "./login-rules";

type Refusal = Exclude<LoginResult, { kind: "ok" }>;

function refusalState(email: string, result: Refusal): { state: LoginFormState; status: number } {
  switch (result.kind) {
    case "wrong_credentials":
      return { state: { email, fieldErrors: {}, error: { key: "accounts.login.wrongCredentials" } }, status: 401 };
    case "not_activated":
      return { state: { email, fieldErrors: {}, error: { key: "accounts.login.notActivated" } }, status: 403 };
    case "throttled":
      return {
        state: { email, fieldErrors: {}, error: { key: "accounts.login.throttled", values: { minutes: minutesToWait(result.retryAfterSeconds) } } },
        status: 429,
      };
    case "invalid":
      return { state: { email, fieldErrors: { email: "accounts.login.emailInvalid" }, error: null }, status: 400 };
    case "unavailable":
      return { state: { email, fieldErrors: {}, error: { key: "accounts.login.unavailable" } }, status: 503 };
  }
}

export async function loginAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const next = safeNextPath(String(form.get("next") ?? "") || new URL(request.url).searchParams.get("next"));

  const fieldErrors = checkLoginFields(email, password);
  if (fieldErrors) return data<LoginFormState>({ email, fieldErrors, error: null }, { status: 400 });

  const result = await serverApi(context).login({ email: email.trim(), password }, context.clientIp);
  if (result.kind === "ok") {
    // spec 01 §7: "<token_type> <access_token>", path /, SameSite Lax, Secure on https, expiring with the token.
    throw redirect(next, { headers: { "Set-Cookie": serializeAuthCookie(result.token, isSecureRequest(request)) } });
  }
  const { state, status } = refusalState(email, result);
  return data(state, { status });
}

/** spec 01 §4: logout revokes the token, removes the cookie and clears the user. */
export async function logoutAction(request: Request, context: AppLoadContext): Promise<never> {
  const authorization = authorizationOf(request);
  if (authorization) {
    try {
      await serverApi(context).logout(authorization);
    } catch (error) {
      // The shopper is logged out here in any case; the token still expires on its own.
      console.error("Failed to revoke the token at logout", error);
    }
  }
  throw redirect("/", { headers: { "Set-Cookie": clearAuthCookie(isSecureRequest(request)) } });
}
