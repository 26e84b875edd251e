// /admin/reviews/{id}/: one review as the shopper wrote it, with the form that hides or shows it
// and answers it as the shop (docs/admin.md "Reviews").
import { Form, Link, data, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { imageUrl } from "@polku/domain";
import { adminReviewSchema, adminReviewUpdateSchema } from "@polku/domain/admin/reviews";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/review";

const reviewFormSchema = z
  .custom<Record<string, unknown>>((v) => typeof v === "object" && v !== null)
  .transform((f): unknown => ({ version: String(f.version ?? ""), is_visible: f.is_visible === "on", shop_answer: typeof f.shop_answer === "string" ? f.shop_answer : "" }))
  .pipe(adminReviewUpdateSchema);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  return { review: await adminApi(request, context).get(`/api/admin/reviews/${params.id}/`, adminReviewSchema) };
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors };

/** Removing a photo: the review as it is, less that photo, checked against the version the page showed. */
const removePhotoSchema = z.object({ version: z.string().min(1), image: z.string().min(1).max(500) });

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "remove-photo") {
    const asked = removePhotoSchema.safeParse(formObject(form));
    if (!asked.success) return data<Result>({ ok: false, message: "form.failed" as MessageKey }, { status: 400 });
    const api = adminApi(request, context);
    const current = await api.get(`/api/admin/reviews/${params.id}/`, adminReviewSchema);
    const body = { version: asked.data.version, is_visible: current.is_visible, shop_answer: current.shop_answer, images: current.images.filter((image) => image !== asked.data.image) };
    const result = await api.send("PUT", `/api/admin/reviews/${params.id}/`, body, adminReviewSchema);
    if (result.ok) return { ok: true, message: "review.photoRemoved" as MessageKey } satisfies Result;
    return data<Result>({ ok: false, message: "errors" in result ? "form.failed" : result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: "errors" in result ? 400 : result.status });
  }
  const parsed = reviewFormSchema.safeParse(formObject(form));
  if (!parsed.success) return data<Result>({ ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
  const result = await adminApi(request, context).send("PUT", `/api/admin/reviews/${params.id}/`, parsed.data, adminReviewSchema);
  if (result.ok) return { ok: true, message: "form.saved" as MessageKey } satisfies Result;
  if ("errors" in result) return data<Result>({ ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

export default function Review({ loaderData }: Route.ComponentProps) {
  const { t, dateTime } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const r = loaderData.review;
  const { errors, onSubmit } = useCheckedForm(reviewFormSchema, result?.errors);
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/reviews/">{t("reviews.heading")}</Link>
      </p>
      <h1>
        {t("review.heading", { product: r.model_name })} {!r.is_visible ? <span className="badge">{t("review.hidden")}</span> : null}{" "}
        {r.moderation === "pending" ? <span className="badge">{t("reviews.status.pending")}</span> : null}{" "}
        {r.verified_buyer ? <span className="badge">{t("review.verifiedBuyer")}</span> : null}
      </h1>
      <section className="panel" aria-labelledby="text-h">
        <h2 id="text-h">
          {r.visible_name} · {t("reviews.stars", { stars: r.rating / 2 })}
        </h2>
        <p className="hint">
          {dateTime(r.created_at)} · {r.language} · {t("review.votes", { up: r.votes_up, down: r.votes_down })}
        </p>
        <p lang={r.language} style={{ whiteSpace: "pre-line", maxWidth: "70ch" }}>
          {r.comment.trim() || t("review.noText")}
        </p>
        <p>
          <Link to={`/productmodels/${r.model_id}/`}>{t("review.product")}</Link>
        </p>
      </section>
      {r.images.length > 0 ? (
        <section className="panel" aria-labelledby="photos-h">
          <h2 id="photos-h">{t("review.photos")}</h2>
          <p className="hint">{t("review.photosHint")}</p>
          <ul className="review-photos">
            {r.images.map((image, index) => (
              <li key={image}>
                <a href={imageUrl(image, "reviewImage")} target="_blank" rel="noreferrer" aria-label={t("review.photoOpen", { index: index + 1 })}>
                  <img src={imageUrl(image, "reviewThumb")} alt={t("review.photoAlt", { index: index + 1, count: r.images.length, name: r.visible_name })} width={160} height={160} />
                </a>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-photo" />
                  <input type="hidden" name="version" value={r.version} />
                  <input type="hidden" name="image" value={image} />
                  <button type="submit" className="button danger" disabled={busy}>
                    {t("review.photoRemove", { index: index + 1 })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="panel" aria-labelledby="moderation-h">
        <h2 id="moderation-h">{t("review.moderation")}</h2>
        {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
        <Form method="post" className="form" noValidate onSubmit={onSubmit}>
          <input type="hidden" name="version" value={r.version} />
          <ErrorSummary errors={errors} />
          <div className="field checkbox">
            <input id="f-is_visible" type="checkbox" name="is_visible" defaultChecked={r.is_visible} />
            <label htmlFor="f-is_visible">{t("review.isVisible")}</label>
          </div>
          <Field name="shop_answer" label={t("review.answer")} errors={errors} hint={r.shop_answered_at ? `${t("review.answerHint")} ${t("review.answeredAt", { date: dateTime(r.shop_answered_at) })}` : t("review.answerHint")}>
            {(a) => <textarea {...a} rows={5} maxLength={2000} defaultValue={r.shop_answer} />}
          </Field>
          <div>
            <button type="submit" className="button primary" disabled={busy}>
              {t("form.save")}
            </button>
          </div>
        </Form>
      </section>
      <p>
        <Link to={`/audit/?entity=review&entity_id=${r.id}`}>{t("audit.forObject")}</Link>
      </p>
    </>
  );
}
