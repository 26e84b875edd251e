// The actions of the account page (/accounts/): one POST target, the form's `intent` names what
// to do. Each answers field errors in the shopper's language or a notice (docs/accounts.md "Profile").
import { addressInputSchema, profileUpdateSchema } from "@polku/domain";
import { data, redirect, type AppLoadContext } from "react-router";
import type { MessageKey } from "../../lib/i18n";
import { authorizationOf } from "../../lib/request-locale.server";
import { accountApi } from "./account-api.server";
import { apiFieldErrors, fieldErrorsOf, formFields, type FieldErrors } from "./form-errors";
import { loginPathFor, ACCOUNT_PATH } from "./login-rules";

export type ProfileIntent = "profile" | "club" | "address-add" | "address-edit" | "address-delete" | "delete-request";

export interface ProfileActionState {
  intent: ProfileIntent | null;
  /** The address form the errors belong to ("new" or an id). */
  addressId?: string;
  values: Record<string, string>;
  fieldErrors: FieldErrors;
  notice: MessageKey | null;
  error: MessageKey | null;
}

const state = (intent: ProfileIntent | null, patch: Partial<ProfileActionState> = {}): ProfileActionState => ({
  intent,
  values: {},
  fieldErrors: {},
  notice: null,
  error: null,
  ...patch,
});

function refusal(status: number): MessageKey {
  return status === 429 ? "accountFlows.error.throttled" : "accountFlows.error.unexpected";
}

const addressBody = (v: Record<string, string>) => ({
  first_name: v.first_name ?? "",
  last_name: v.last_name ?? "",
  company: v.company ?? "",
  street: v.street ?? "",
  postcode: v.postcode ?? "",
  city: v.city ?? "",
  country_code: v.country_code ?? "",
  phone: v.phone ?? "",
  is_default: v.is_default === "on",
});

export async function profileAction(request: Request, context: AppLoadContext) {
  const authorization = authorizationOf(request);
  if (!authorization) throw redirect(loginPathFor(ACCOUNT_PATH));
  const api = accountApi(context);
  const values = formFields(await request.formData());
  const intent = values.intent as ProfileIntent;

  const answer = async <T,>(call: Promise<{ ok: true; data: T } | { ok: false; status: number; fieldErrors: Record<string, string[]> }>, notice: MessageKey, patch: Partial<ProfileActionState> = {}) => {
    const result = await call;
    if (result.ok) return data(state(intent, { notice }));
    if (result.status === 401) throw redirect(loginPathFor(ACCOUNT_PATH));
    const fieldErrors = apiFieldErrors(result.fieldErrors);
    return data(state(intent, { ...patch, values, fieldErrors, error: Object.keys(fieldErrors).length ? null : refusal(result.status) }), { status: result.status || 503 });
  };

  switch (intent) {
    case "profile": {
      const parsed = profileUpdateSchema.safeParse({
        first_name: values.first_name ?? "",
        last_name: values.last_name ?? "",
        phone: values.phone ?? "",
        postcode: values.postcode ?? "",
        language: values.language,
        marketing_consent: values.marketing_consent === "on",
      });
      if (!parsed.success) return data(state(intent, { values, fieldErrors: fieldErrorsOf(parsed.error) }), { status: 400 });
      return answer(api.updateProfile(authorization, parsed.data), "accountFlows.profile.saved");
    }
    case "club":
      return answer(api.joinClub(authorization), "accountFlows.club.joined");
    case "address-add":
    case "address-edit": {
      const addressId = intent === "address-add" ? "new" : values.address_id ?? "";
      const parsed = addressInputSchema.safeParse(addressBody(values));
      if (!parsed.success) return data(state(intent, { addressId, values, fieldErrors: fieldErrorsOf(parsed.error) }), { status: 400 });
      const call = intent === "address-add" ? api.addAddress(authorization, parsed.data) : api.updateAddress(authorization, Number(addressId), parsed.data);
      return answer(call, "accountFlows.address.saved", { addressId });
    }
    case "address-delete":
      return answer(api.deleteAddress(authorization, Number(values.address_id)), "accountFlows.address.deleted");
    case "delete-request":
      return answer(api.requestDeletion(authorization, context.clientIp), "accountFlows.delete.requested");
    default:
      return data(state(null, { error: "accountFlows.error.unexpected" }), { status: 400 });
  }
}
