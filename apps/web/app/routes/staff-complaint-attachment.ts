// /staff/complaints/{number}/attachments/{id}/ (docs/complaints.md "Attachments"): a staff user's
// browser sends the login cookie, not the API's Authorization header, so this resource route
// reads the cookie and streams the file from the staff-only API call. Others get 404.
import { requireStaffPage } from "../features/complaints/staff-access.server";
import type { Route } from "./+types/staff-complaint-attachment";

export async function loader({ request, context, params }: Route.LoaderArgs): Promise<Response> {
  const authorization = await requireStaffPage(request, context);
  if (!/^\d{1,9}$/.test(params.id)) return new Response("Not found", { status: 404 });
  const answer = await context.apiFetch(`/api/staff/complaints/${encodeURIComponent(params.number)}/attachments/${params.id}/`, { headers: { authorization } });
  if (!answer.ok) return new Response("Not found", { status: 404 });
  const headers = new Headers();
  for (const name of ["content-type", "content-length", "content-disposition", "x-content-type-options", "cache-control"]) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
