// The circular pages' API client of a loader or action: calls go through the load context (in-process).
import type { AppLoadContext } from "react-router";
import { createCircularApi, type CircularApi } from "./circular-api";
import { checkCircularContract } from "./circular-contracts.server";

export function circularServerApi(context: AppLoadContext): CircularApi {
  return createCircularApi((path, init) => context.apiFetch(path, init), checkCircularContract);
}
