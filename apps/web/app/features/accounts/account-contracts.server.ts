// The account calls' answers' contracts by name (account-api.ts), checked by loaders and
// actions; the browser's scripts carry neither zod nor these schemas (docs/performance.md).
import {
  activateResponseSchema,
  clubJoinResponseSchema,
  deleteAccountResponseSchema,
  deleteRequestResponseSchema,
  mailboxListSchema,
  mailboxMessageSchema,
  passwordResetConfirmResponseSchema,
  passwordResetResponseSchema,
  profileSchema,
  registerResponseSchema,
  stopRemindersResponseSchema,
} from "@polku/domain";
import type { ContractResult } from "../../lib/api";

export const accountContracts = {
  activateResponse: activateResponseSchema,
  clubJoinResponse: clubJoinResponseSchema,
  deleteAccountResponse: deleteAccountResponseSchema,
  deleteRequestResponse: deleteRequestResponseSchema,
  mailboxList: mailboxListSchema,
  mailboxMessage: mailboxMessageSchema,
  passwordResetConfirmResponse: passwordResetConfirmResponseSchema,
  passwordResetResponse: passwordResetResponseSchema,
  profile: profileSchema,
  registerResponse: registerResponseSchema,
  stopRemindersResponse: stopRemindersResponseSchema,
};

export type AccountContracts = typeof accountContracts;

export function checkAccountContract(contract: keyof AccountContracts, body: unknown): ContractResult {
  const parsed = accountContracts[contract].safeParse(body);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, issues: parsed.error.issues };
}
