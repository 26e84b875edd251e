// /bloggers/ and /bloggers/{blogger}/: the spec's addresses are under /life-outdoors/ (spec 01 §2);
// these shorter ones are sent there for good (301, query kept).
import { redirect } from "react-router";
import type { Route } from "./+types/bloggers-redirect";

export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const blogger = params.blogger ? `${encodeURIComponent(params.blogger)}/` : "";
  return redirect(`/life-outdoors/bloggers/${blogger}${url.search}`, 301);
}
