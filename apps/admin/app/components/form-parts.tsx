// Form pieces of the back office (docs/admin.md "Forms"): a field with its label and errors tied
// together for screen readers, and the hook that checks a form in the browser with the same
// zod schema its action uses before anything is sent.
import { useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { useI18n } from "../lib/i18n";

export type FieldErrors = Record<string, string[]>;

/** A form's values as one object: repeated names become arrays, names with dots nest. */
export function formObject(data: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of data.entries()) {
    if (typeof raw !== "string") continue;
    const path = name.split(".");
    let target = out as Record<string, unknown>;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    const last = path.at(-1)!;
    const existing = target[last];
    target[last] = existing === undefined ? raw : Array.isArray(existing) ? [...existing, raw] : [existing, raw];
  }
  return out;
}

export function errorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) (out[issue.path.join(".") || "__all__"] ??= []).push(issue.message);
  return out;
}

/**
 * Checks the form with `schema` on submit; when it fails nothing is sent, the errors show beside
 * their fields and the first wrong field takes the focus. Server errors (`serverErrors`) show too.
 */
/** A form check: the field errors of the form's values, or null when they are right. */
export type FormCheck = (values: Record<string, unknown>) => FieldErrors | null;

export function zodCheck(schema: z.ZodType): FormCheck {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? null : errorsOf(result.error);
  };
}

export function useCheckedForm(check: z.ZodType | FormCheck, serverErrors?: FieldErrors | null) {
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const run = typeof check === "function" ? check : zodCheck(check);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.formNoValidate) return;
    const found = run(formObject(new FormData(event.currentTarget)));
    if (!found) {
      setErrors(null);
      return;
    }
    event.preventDefault();
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus?.();
  };
  return { errors: errors ?? serverErrors ?? {}, onSubmit };
}

export function Field(props: { name: string; label: string; errors?: FieldErrors; hint?: string; /** When one page has several forms with this name. */ id?: string; children: (attrs: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode }) {
  const id = props.id ?? `f-${props.name.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
  const { apiMessage } = useI18n();
  const messages = (props.errors?.[props.name] ?? []).map(apiMessage);
  const described = [props.hint ? `${id}-hint` : null, messages.length ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={`field${messages.length ? " field-invalid" : ""}`}>
      <label htmlFor={id}>{props.label}</label>
      {props.children({ id, name: props.name, ...(messages.length ? { "aria-invalid": true as const } : {}), ...(described ? { "aria-describedby": described } : {}) })}
      {props.hint ? <p id={`${id}-hint`} className="hint">{props.hint}</p> : null}
      {messages.length ? (
        <p id={`${id}-error`} className="field-error">
          {messages.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

export function FormAlert({ message, tone = "error" }: { message: string | null | undefined; tone?: "error" | "success" }) {
  if (!message) return null;
  return (
    <p className={`alert alert-${tone}`} role={tone === "error" ? "alert" : "status"}>
      {message}
    </p>
  );
}

export function ErrorSummary({ errors }: { errors: FieldErrors }) {
  const { t, apiMessage } = useI18n();
  const general = errors.__all__?.map(apiMessage);
  const count = Object.keys(errors).length;
  if (!count) return null;
  return (
    <div className="alert alert-error" role="alert">
      {t("form.fixErrors", { count })}
      {general ? <p>{general.join(" ")}</p> : null}
    </div>
  );
}
