// The account calls of a request, in-process (context.apiFetch), with the shopper's address.
import type { AppLoadContext } from "react-router";
import { createAccountApi, type AccountApi } from "./account-api";
import { checkAccountContract } from "./account-contracts.server";

export function accountApi(context: AppLoadContext): AccountApi {
  return createAccountApi((path, init) => context.apiFetch(path, init), checkAccountContract);
}
