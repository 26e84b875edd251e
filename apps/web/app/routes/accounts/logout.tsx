// /accounts/logout/: the logout form's target (spec 01 §4). Opening it directly changes nothing.
import { redirect } from "react-router";
import { logoutAction } from "../../features/accounts/login.server";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/accounts/");
}

export async function action({ request, context }: Route.ActionArgs) {
  return logoutAction(request, context);
}
