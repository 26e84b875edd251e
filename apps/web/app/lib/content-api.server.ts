// The content API client of a loader or action: calls go through the load context (in-process).
import type { AppLoadContext } from "react-router";
import { createContentApi, type ContentApi } from "./content-api";

export function contentServerApi(context: AppLoadContext): ContentApi {
  return createContentApi((path, init) => context.apiFetch(path, init));
}
