// /reclamation/ (spec 01 §2-3 "Reclamation form"; docs/complaints.md): every field of the spec
// with its error in the shopper's language, the domain's rules checked before sending, the files
// checked for size before upload (the server decides their type by content), and the form sent
// as multipart straight to the API, which streams the files to storage. A web purchase ('S')
// names the web shop as its store (spec 01 §3).
import {
  ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX_FILES, ATTACHMENTS_TOTAL_MAX_BYTES, complaintFieldMax, validateComplaint, WEB_SHOP_STORE_SLUG,
  type ComplaintCreated, type ComplaintErrors, type ComplaintInput, type ComplaintTextField,
} from "@polku/domain";
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { ApiError } from "../../lib/api";
import { browserFlowsApi } from "../../lib/flows-api";
import { useHydrated } from "../../lib/hydrated";
import { useI18n, type MessageKey } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { browserAuthorization } from "../../lib/user-state";
import styles from "./complaints.module.css";

type Errors = Partial<Record<ComplaintTextField | "salesChannel" | "files", string>>;

export function ComplaintForm({ initial, prefilledFrom }: { initial: ComplaintInput; prefilledFrom: string | null }) {
  const { t, language } = useI18n();
  const { stores } = useRootData();
  const hydrated = useHydrated();
  const id = useId();
  const [form, setForm] = useState<ComplaintInput>(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<ComplaintCreated | null>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const shops = stores.filter((s) => s.type === "retail" || s.type === "outlet");
  const web = stores.find((s) => s.slug === WEB_SHOP_STORE_SLUG);

  const set = <K extends keyof ComplaintInput>(key: K, value: ComplaintInput[K]) => setForm((f) => ({ ...f, [key]: value }));

  function fileErrors(list: File[]): string | undefined {
    if (list.length > ATTACHMENTS_MAX_FILES) return t("complaints.tooManyFiles", { max: ATTACHMENTS_MAX_FILES });
    const big = list.find((f) => f.size > ATTACHMENT_MAX_BYTES);
    if (big) return t("complaints.fileTooBig", { name: big.name });
    if (list.reduce((sum, f) => sum + f.size, 0) > ATTACHMENTS_TOTAL_MAX_BYTES) return t("complaints.filesTooBig");
    return undefined;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = validateComplaint(form, { today: new Date().toISOString().slice(0, 10), stores: new Set(stores.map((s) => s.slug)) });
    const local: Errors = Object.fromEntries(Object.entries(checked.errors as ComplaintErrors).map(([field, key]) => [field, t(`complaints.error.${key!}` as MessageKey)]));
    const fileProblem = fileErrors(files);
    if (fileProblem) local.files = fileProblem;
    setErrors(local);
    setProblem(null);
    if (Object.keys(local).length > 0) {
      setProblem("complaints.fixErrors");
      summary.current?.focus();
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(form)) if (key !== "noSize") body.append(key, String(value));
    if (form.noSize) body.append("noSize", "true");
    body.append("language", language);
    for (const file of files) body.append("files", file, file.name);
    setSending(true);
    try {
      setDone(await browserFlowsApi.fileComplaint(body, browserAuthorization()));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const server = ((error.body as { errors?: Record<string, string[]> } | null)?.errors ?? {}) as Record<string, string[]>;
        setErrors(Object.fromEntries(Object.entries(server).map(([field, list]) => [field, list.join(" ")])));
        setProblem("complaints.fixErrors");
      } else setProblem(error instanceof ApiError && error.status === 429 ? "complaints.tooMany" : "complaints.failed");
      summary.current?.focus();
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <section className={styles.done} role="status" data-testid="complaint-done">
        <h2>{t("complaints.doneTitle")}</h2>
        <p>{t("complaints.doneText", { number: done.number, email: form.email })}</p>
      </section>
    );
  }

  const field = (name: ComplaintTextField, label: string, input: Partial<InputHTMLAttributes<HTMLInputElement>> = {}, hint?: string) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]} hint={hint}>
      {(props) => <input {...props} className="field" name={name} value={form[name] as string} maxLength={complaintFieldMax(name)} onChange={(e) => set(name, e.target.value)} {...input} />}
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={problem ? `${id}-problem` : undefined}>
      {prefilledFrom ? <p className={styles.note}>{t("complaints.prefilled", { number: prefilledFrom })}</p> : null}
      <p id={`${id}-problem`} ref={summary} tabIndex={-1} className={problem ? styles.problem : styles.hidden} role="alert">
        {problem ? t(problem) : ""}
      </p>
      <fieldset className={styles.section}>
        <legend>{t("complaints.sectionContact")}</legend>
        <div className={styles.grid}>
          {field("customerName", t("complaints.name"), { autoComplete: "name" })}
          {field("email", t("complaints.email"), { type: "email", autoComplete: "email" })}
          {field("phone", t("complaints.phone"), { type: "tel", autoComplete: "tel" })}
          {field("address", t("complaints.address"), { autoComplete: "street-address" })}
          {field("postNumber", t("complaints.postNumber"), { autoComplete: "postal-code", inputMode: "numeric" })}
          {field("city", t("complaints.city"), { autoComplete: "address-level2" })}
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t("complaints.sectionPurchase")}</legend>
        <fieldset className={styles.radios} aria-describedby={errors.salesChannel ? `${id}-channel-error` : undefined}>
          <legend>{t("complaints.channel")}</legend>
          {(["S", "M"] as const).map((channel) => (
            <label key={channel} className={styles.radio}>
              <input type="radio" name="salesChannel" value={channel} checked={form.salesChannel === channel} onChange={() => setForm((f) => ({ ...f, salesChannel: channel, store: channel === "S" ? WEB_SHOP_STORE_SLUG : "" }))} />
              {t(channel === "S" ? "complaints.channelWeb" : "complaints.channelStore")}
            </label>
          ))}
          {errors.salesChannel ? <p id={`${id}-channel-error`} className={styles.error}>{errors.salesChannel}</p> : null}
        </fieldset>
        <div className={styles.grid}>
          {form.salesChannel === "S" ? (
            field("orderNumber", t("complaints.orderNumber"), { autoCapitalize: "characters" }, t("complaints.orderNumberHint"))
          ) : (
            <>
              <Field id={`${id}-store`} label={t("complaints.store")} error={errors.store}>
                {(props) => (
                  <select {...props} className="field" name="store" value={form.store} onChange={(e) => set("store", e.target.value)}>
                    <option value="">{t("complaints.storeChoose")}</option>
                    {shops.map((s) => (
                      <option key={s.slug} value={s.slug}>{s.name}</option>
                    ))}
                  </select>
                )}
              </Field>
              {field("receipt", t("complaints.receipt"))}
            </>
          )}
          {field("timeOfPurchase", t("complaints.timeOfPurchase"), { type: "date", max: new Date().toISOString().slice(0, 10) })}
          {field("price", t("complaints.price"), { inputMode: "decimal" })}
          <Field id={`${id}-target`} label={t("complaints.targetStore")} error={errors.targetStore}>
            {(props) => (
              <select {...props} className="field" name="targetStore" value={form.targetStore} onChange={(e) => set("targetStore", e.target.value)}>
                <option value="">{t("complaints.storeChoose")}</option>
                {shops.map((s) => (
                  <option key={s.slug} value={s.slug}>{s.name}</option>
                ))}
                {web ? <option value={web.slug}>{t("complaints.targetWeb")}</option> : null}
              </select>
            )}
          </Field>
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t("complaints.sectionProduct")}</legend>
        <div className={styles.grid}>
          {field("manufacturer", t("complaints.manufacturer"))}
          {field("model", t("complaints.model"))}
          {field("color", t("complaints.color"))}
          {form.noSize ? null : field("size", t("complaints.size"))}
        </div>
        <label className={styles.check}>
          <input type="checkbox" name="noSize" checked={form.noSize} onChange={(e) => setForm((f) => ({ ...f, noSize: e.target.checked, size: e.target.checked ? "" : f.size }))} />
          {t("complaints.noSize")}
        </label>
        <Field id={`${id}-used`} label={t("complaints.used")} error={errors.used}>
          {(props) => <textarea {...props} className="field" name="used" rows={2} maxLength={complaintFieldMax("used")} value={form.used} onChange={(e) => set("used", e.target.value)} />}
        </Field>
        <Field id={`${id}-complaint`} label={t("complaints.complaint")} error={errors.complaint} hint={t("complaints.complaintHint")}>
          {(props) => <textarea {...props} className="field" name="complaint" rows={6} maxLength={complaintFieldMax("complaint")} value={form.complaint} onChange={(e) => set("complaint", e.target.value)} />}
        </Field>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t("complaints.sectionFiles")}</legend>
        <Field id={`${id}-files`} label={t("complaints.files")} error={errors.files} hint={t("complaints.filesHint")}>
          {(props) => (
            <input
              {...props}
              type="file"
              name="files"
              multiple
              accept="image/jpeg,image/png,image/webp,application/pdf"
              onChange={(e) => {
                const list = [...(e.target.files ?? [])];
                setFiles(list);
                setErrors((current) => ({ ...current, files: fileErrors(list) }));
              }}
            />
          )}
        </Field>
        {files.length > 0 ? (
          <ul className={styles.files}>
            {files.map((f) => (
              <li key={`${f.name}-${f.size}`}>{f.name} ({Math.max(1, Math.round(f.size / 1024))} kB)</li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      {hydrated ? null : <p className={styles.note}>{t("complaints.needsJs")}</p>}
      <button type="submit" className="button button--primary" disabled={sending || !hydrated} aria-busy={sending || undefined}>
        {sending ? t("complaints.sending") : t("complaints.submit")}
      </button>
    </form>
  );
}

interface FieldChildProps {
  id: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: (props: FieldChildProps) => ReactNode }) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described })}
      {hint ? <p id={`${id}-hint`} className={styles.hint}>{hint}</p> : null}
      {error ? <p id={`${id}-error`} className={styles.error}>{error}</p> : null}
    </div>
  );
}
