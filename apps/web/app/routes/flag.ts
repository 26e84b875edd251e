// GET /flags/{country}/ -> image/svg+xml (resource route, no page).
import { flagSvg } from "../lib/flags.server";
import type { Route } from "./+types/flag";

export function loader({ params }: Route.LoaderArgs) {
  const svg = flagSvg(params.code);
  if (!svg) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=604800" },
  });
}
