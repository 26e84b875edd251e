// /admin/customers/{id}/ (the storefront's "Open in admin" address of a customer): contact
// details staff edit, the account, club membership and wishlist, addresses, the newest orders,
// the roles only admins give, and the erasure of personal data (docs/admin.md "Customers").
import { Form, Link, data, redirect, useActionData, useNavigation } from "react-router";
import { languageCodes } from "@polku/domain";
import { roleAllows } from "@polku/domain/admin/common";
import { adminCustomerDetailSchema, adminCustomerErasedSchema } from "@polku/domain/admin/customers";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { LANGUAGE_NAMES } from "../components/language-tabs";
import { customerFormSchema, eraseFormSchema, rolesFormSchema } from "../features/people/customer-forms";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import { useMe } from "./shell";
import type { Route } from "./+types/customer";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  return { customer: await adminApi(request, context).get(`/api/admin/customers/${params.id}/`, adminCustomerDetailSchema) };
}

type Result = { intent: string; ok: boolean; message?: MessageKey; errors?: FieldErrors };

const SCHEMAS = { profile: customerFormSchema, roles: rolesFormSchema, erase: eraseFormSchema } as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const api = adminApi(request, context);
  const form = formObject(await request.formData());
  const intent = String(form.intent ?? "");
  const schema = SCHEMAS[intent as keyof typeof SCHEMAS];
  if (!schema) return data<Result>({ intent, ok: false, message: "form.failed" }, { status: 400 });
  const parsed = schema.safeParse(form);
  if (!parsed.success) return data<Result>({ intent, ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
  const base = `/api/admin/customers/${params.id}/`;
  if (intent === "erase") {
    const erased = await api.send("POST", `${base}erase/`, parsed.data, adminCustomerErasedSchema);
    if (erased.ok) throw redirect(`/customers/?erased=${erased.value.orders_anonymised}`);
    if ("errors" in erased) return data<Result>({ intent, ok: false, errors: erased.errors }, { status: 400 });
    const message: MessageKey = erased.code === "stale_version" ? "form.stale" : erased.status === 403 ? "customer.staffEraseAdmin" : "form.failed";
    return data<Result>({ intent, ok: false, message }, { status: erased.status });
  }
  const result = await api.send("PUT", intent === "roles" ? `${base}roles/` : base, parsed.data, adminCustomerDetailSchema);
  if (result.ok) return { intent, ok: true, message: "form.saved" as MessageKey } satisfies Result;
  if ("errors" in result) return data<Result>({ intent, ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ intent, ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

export default function Customer({ loaderData }: Route.ComponentProps) {
  const { t, money, dateTime, apiMessage } = useI18n();
  const me = useMe();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const c = loaderData.customer;
  const errorsFor = (intent: string) => (result?.intent === intent ? result.errors : null);
  const profileForm = useCheckedForm(customerFormSchema, errorsFor("profile"));
  const rolesForm = useCheckedForm(rolesFormSchema, errorsFor("roles"));
  const eraseForm = useCheckedForm(eraseFormSchema, errorsFor("erase"));
  const isAdmin = roleAllows(me.role, "admin");
  const alert = (intent: string) => (result?.intent === intent && result.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null);
  const name = `${c.first_name} ${c.last_name}`.trim() || c.email;
  const mayErase = c.id !== me.id && (isAdmin || (!c.is_staff && !c.is_admin));

  return (
    <>
      <p className="breadcrumbs">
        <Link to="/customers/">{t("customers.heading")}</Link>
      </p>
      <h1>
        {name} {c.is_admin ? <span className="badge">{t("role.admin")}</span> : c.is_staff ? <span className="badge">{t("role.staff")}</span> : null}{" "}
        {!c.is_active ? <span className="badge">{t("customers.closed")}</span> : null}
      </h1>

      <div className="columns">
        <section className="panel" aria-labelledby="facts-h">
          <h2 id="facts-h">{t("customer.facts")}</h2>
          <dl className="facts">
            <dt>{t("customers.id")}</dt>
            <dd>{c.id}</dd>
            <dt>{t("customer.created")}</dt>
            <dd>{dateTime(c.created_at)}</dd>
            <dt>{t("customer.activated")}</dt>
            <dd>{c.activated_at ? dateTime(c.activated_at) : t("customer.notActivated")}</dd>
            <dt>{t("customers.club")}</dt>
            <dd>{c.club_member_number ? `${c.club_member_number} · ${t("customer.clubJoined")} ${c.club_joined_on}` : t("customer.notMember")}</dd>
            {c.is_org_user ? (
              <>
                <dt>{t("customers.org")}</dt>
                <dd>{c.org_confirmed_at ? `${t("customer.orgConfirmed")} ${dateTime(c.org_confirmed_at)}` : t("common.no")}</dd>
              </>
            ) : null}
            <dt>{t("customer.wishlist")}</dt>
            <dd>{t("customer.wishlistCount", { count: c.wishlist_count })}</dd>
          </dl>
        </section>
        <section className="panel" aria-labelledby="addresses-h">
          <h2 id="addresses-h">{t("customer.addresses")}</h2>
          {c.addresses.length === 0 ? (
            <p>{t("customer.noAddresses")}</p>
          ) : (
            <ul className="plain">
              {c.addresses.map((a) => (
                <li key={a.id}>
                  {[a.name, a.company, a.street, `${a.postcode} ${a.city}`, a.country_code, a.phone].filter(Boolean).join(", ")}
                  {a.is_default ? <span className="badge">{t("customer.default")}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section className="panel" aria-labelledby="orders-h">
        <h2 id="orders-h">{t("customer.orders")}</h2>
        {c.orders.length === 0 ? (
          <p>{t("customer.noOrders")}</p>
        ) : (
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t("orders.number")}</th>
                  <th scope="col">{t("orders.created")}</th>
                  <th scope="col">{t("orders.status")}</th>
                  <th scope="col">{t("orders.total")}</th>
                </tr>
              </thead>
              <tbody>
                {c.orders.map((o) => (
                  <tr key={o.number}>
                    <td>
                      <Link to={`/orders/${o.number}/`}>{o.number}</Link>
                    </td>
                    <td>{dateTime(o.created_at)}</td>
                    <td>{t(`status.${o.status}` as MessageKey)}</td>
                    <td>{money(o.total_price, o.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {c.order_count > c.orders.length ? (
          <p>
            <Link to={`/orders/?customer=${c.id}`}>{t("customer.allOrders", { count: c.order_count })}</Link>
          </p>
        ) : null}
      </section>

      <section className="panel" aria-labelledby="profile-h">
        <h2 id="profile-h">{t("customer.profile")}</h2>
        {alert("profile")}
        <Form method="post" className="form" noValidate onSubmit={profileForm.onSubmit}>
          <input type="hidden" name="intent" value="profile" />
          <input type="hidden" name="version" value={c.version} />
          <ErrorSummary errors={profileForm.errors} />
          <div className="grid">
            <Field name="email" label={t("customers.email")} errors={profileForm.errors}>
              {(a) => <input {...a} type="email" autoComplete="off" defaultValue={c.email} />}
            </Field>
            <Field name="first_name" label={t("customer.firstName")} errors={profileForm.errors}>
              {(a) => <input {...a} autoComplete="off" defaultValue={c.first_name} />}
            </Field>
            <Field name="last_name" label={t("customer.lastName")} errors={profileForm.errors}>
              {(a) => <input {...a} autoComplete="off" defaultValue={c.last_name} />}
            </Field>
            <Field name="phone" label={t("customer.phone")} errors={profileForm.errors}>
              {(a) => <input {...a} type="tel" autoComplete="off" defaultValue={c.phone} />}
            </Field>
            <Field name="postcode" label={t("customer.postcode")} errors={profileForm.errors}>
              {(a) => <input {...a} autoComplete="off" defaultValue={c.postcode} />}
            </Field>
            <Field name="preferred_language" label={t("customer.language")} errors={profileForm.errors}>
              {(a) => (
                <select {...a} defaultValue={c.preferred_language ?? ""}>
                  <option value="">{t("common.none")}</option>
                  {languageCodes.map((l) => (
                    <option key={l} value={l}>
                      {LANGUAGE_NAMES[l]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <div className="checks">
            <div className="field checkbox">
              <input id="f-marketing_consent" type="checkbox" name="marketing_consent" defaultChecked={c.marketing_consent} />
              <label htmlFor="f-marketing_consent">{t("customer.marketing")}</label>
            </div>
            <div className="field checkbox">
              <input id="f-is_active" type="checkbox" name="is_active" defaultChecked={c.is_active} disabled={c.id === me.id} />
              <label htmlFor="f-is_active">{t("customer.isActive")}</label>
              {c.id === me.id ? <input type="hidden" name="is_active" value="on" /> : null}
            </div>
            {profileForm.errors.is_active ? <p className="field-error">{profileForm.errors.is_active.map(apiMessage).join(" ")}</p> : null}
          </div>
          <button type="submit" className="button primary" disabled={busy}>
            {t("form.save")}
          </button>
        </Form>
      </section>

      <section className="panel" aria-labelledby="roles-h">
        <h2 id="roles-h">{t("customer.roles")}</h2>
        {alert("roles")}
        {!isAdmin ? <p className="hint">{t("customer.rolesAdminOnly")}</p> : null}
        <Form method="post" className="form" noValidate onSubmit={rolesForm.onSubmit}>
          <input type="hidden" name="intent" value="roles" />
          <input type="hidden" name="version" value={c.version} />
          <ErrorSummary errors={rolesForm.errors} />
          <fieldset disabled={!isAdmin} className="plain-fieldset">
            <legend className="visually-hidden">{t("customer.roles")}</legend>
            <div className="checks">
              <div className="field checkbox">
                <input id="f-is_staff" type="checkbox" name="is_staff" defaultChecked={c.is_staff} />
                <label htmlFor="f-is_staff">{t("customer.isStaff")}</label>
              </div>
              <div className="field checkbox">
                <input id="f-is_admin" type="checkbox" name="is_admin" defaultChecked={c.is_admin} aria-describedby={rolesForm.errors.is_admin ? "f-is_admin-error" : undefined} />
                <label htmlFor="f-is_admin">{t("customer.isAdmin")}</label>
              </div>
              {rolesForm.errors.is_admin ? (
                <p id="f-is_admin-error" className="field-error">
                  {rolesForm.errors.is_admin.map(apiMessage).join(" ")}
                </p>
              ) : null}
            </div>
            <div className="grid">
              <Field name="username" label={t("customer.username")} errors={rolesForm.errors} hint={t("customer.usernameHint")}>
                {(a) => <input {...a} autoComplete="off" defaultValue={c.username ?? ""} />}
              </Field>
            </div>
            {isAdmin ? (
              <button type="submit" className="button primary" disabled={busy}>
                {t("customer.saveRoles")}
              </button>
            ) : null}
          </fieldset>
        </Form>
      </section>

      <section className="panel" aria-labelledby="erase-h">
        <h2 id="erase-h">{t("customer.erase")}</h2>
        {alert("erase")}
        {mayErase ? (
          <details className="confirm" open={result?.intent === "erase" || undefined}>
            <summary className="button danger">{t("customer.erase")}</summary>
            <Form method="post" className="form" noValidate onSubmit={eraseForm.onSubmit}>
              <input type="hidden" name="intent" value="erase" />
              <input type="hidden" name="version" value={c.version} />
              <p>{t("customer.eraseText")}</p>
              <ErrorSummary errors={eraseForm.errors} />
              <Field name="confirm_email" label={t("customer.eraseConfirm")} errors={eraseForm.errors}>
                {(a) => <input {...a} type="email" autoComplete="off" />}
              </Field>
              <button type="submit" className="button danger" disabled={busy}>
                {t("customer.eraseButton")}
              </button>
            </Form>
          </details>
        ) : (
          <p className="hint">{t("customer.staffEraseAdmin")}</p>
        )}
      </section>

      <p>
        <Link to={`/audit/?entity=customer&entity_id=${c.id}`}>{t("audit.forObject")}</Link>
      </p>
    </>
  );
}

