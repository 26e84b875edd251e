// The staff's complaint pages (docs/complaints.md "Staff"): a guest goes to login and back; a
// customer who is not staff gets the 404 screen (the pages are not announced to them).
import { redirect, type AppLoadContext } from "react-router";
import { loginPathFor } from "../accounts/login-rules";
import { cookieHeaders, requestCustomer } from "../../lib/request-locale.server";

export async function requireStaffPage(request: Request, context: AppLoadContext): Promise<string> {
  const { user, authorization, setCookies } = await requestCustomer(request, context);
  if (!user.isAuthenticated || !authorization) throw redirect(loginPathFor(new URL(request.url).pathname), { headers: cookieHeaders(setCookies) });
  if (!user.isStaffUser && !user.isAdminUser) throw new Response("Not found", { status: 404 });
  return authorization;
}
