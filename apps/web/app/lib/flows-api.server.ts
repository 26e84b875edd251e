// The flows' API client of a loader or action: calls go through the load context (in-process).
import type { AppLoadContext } from "react-router";
import { createFlowsApi, type FlowsApi } from "./flows-api";

export function flowsServerApi(context: AppLoadContext): FlowsApi {
  return createFlowsApi((path, init) => context.apiFetch(path, init));
}
