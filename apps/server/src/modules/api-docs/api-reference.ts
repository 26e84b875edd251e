// The API reference page at /api/docs/: the OpenAPI document rendered on the server as one HTML
// page with no script and no outside asset (docs/architecture.md "API reference"): operations by
// tag with their parameters, body and answers, and every schema as JSON, linked by name.
import { createHash } from "node:crypto";
import type { OpenApiDocument, Operation } from "./openapi";

const STYLE = `
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1d2125;background:#fff}
header,main{max-width:1100px;margin:0 auto;padding:0 20px}
header{padding-top:24px;border-bottom:1px solid #d9dde1}
h1{font-size:26px;margin:0 0 6px}h2{font-size:21px;margin:32px 0 8px;border-bottom:1px solid #d9dde1;padding-bottom:4px}
h3{font-size:16px;margin:0;display:flex;gap:10px;align-items:baseline;flex-wrap:wrap}
a{color:#0b5cad}code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px}
nav ul{columns:3 220px;padding-left:18px}
.op{border:1px solid #d9dde1;border-radius:6px;padding:12px 14px;margin:12px 0;overflow-wrap:anywhere}
.m{display:inline-block;min-width:62px;text-align:center;border-radius:4px;padding:1px 6px;font-weight:700;font-size:12px;color:#fff;background:#4a5560}
.GET{background:#0b6e4f}.POST{background:#0b5cad}.PUT{background:#8a5a00}.PATCH{background:#6b3fa0}.DELETE{background:#a4262c}
.auth{font-size:12px;border:1px solid #8a5a00;color:#6b4500;border-radius:4px;padding:0 6px}
table{border-collapse:collapse;width:100%;margin:6px 0}th,td{text-align:left;border-top:1px solid #e6e9ec;padding:4px 8px;vertical-align:top}
th{font-size:13px;color:#4a5560}td:first-child,th:first-child{white-space:nowrap;overflow-wrap:normal}
pre{background:#f5f7f8;border:1px solid #e6e9ec;border-radius:4px;padding:10px;overflow:auto;max-height:480px}
details{margin:6px 0}summary{cursor:pointer}
.muted{color:#4a5560}
@media (max-width:600px){header,main{padding:0 12px}.op{padding:10px}th:nth-child(4),td:nth-child(4){display:none}}
`;

/** The page's Content-Security-Policy: its one inline style by hash, nothing else. */
export const REFERENCE_CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const anchor = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, "-");

function refName(schema: unknown): string | null {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === "string" ? ref.slice(ref.lastIndexOf("/") + 1) : null;
}

/** A short type for a table: "string (email)", "integer", "\"a\" | \"b\"", a schema's name. */
function typeOf(schema: Record<string, unknown> | undefined): string {
  if (!schema) return "";
  const name = refName(schema);
  if (name) return `<a href="#schema-${anchor(name)}">${escape(name)}</a>`;
  if (Array.isArray(schema.enum)) return escape(schema.enum.map((v) => JSON.stringify(v)).join(" | "));
  if (schema.const !== undefined) return escape(JSON.stringify(schema.const));
  const variants = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (Array.isArray(variants)) return variants.map((v) => typeOf(v)).join(" | ");
  if (schema.type === "array") return `array of ${typeOf(schema.items as Record<string, unknown> | undefined) || "any"}`;
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : typeof schema.type === "string" ? schema.type : "any";
  return escape(typeof schema.format === "string" ? `${type} (${schema.format})` : type);
}

function operationHtml(method: string, path: string, op: Operation): string {
  const rows = (op.parameters ?? [])
    .map((p) => `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? "yes" : "no"}</td><td>${typeOf(p.schema)}${p.description ? ` <span class="muted">${escape(p.description)}</span>` : ""}</td></tr>`)
    .join("");
  const body = op.requestBody
    ? Object.entries(op.requestBody.content).map(([type, { schema }]) => `<p>Body (<code>${escape(type)}</code>): ${typeOf(schema)}</p>`).join("")
    : "";
  const answers = Object.entries(op.responses)
    .map(([status, r]) => {
      const content = Object.entries(r.content ?? {}).map(([type, { schema }]) => (schema ? typeOf(schema) : `<code>${escape(type)}</code>`)).join(", ");
      return `<tr><td><code>${escape(status)}</code></td><td>${escape(r.description)}</td><td>${content}</td></tr>`;
    })
    .join("");
  const id = anchor(`${method}-${path}`);
  return `<section class="op" id="${id}">
<h3><span class="m ${method}">${method}</span><code>${escape(path)}</code>${op["x-auth"] ? `<span class="auth">${escape(op["x-auth"])}</span>` : ""}</h3>
<p>${escape(op.summary)}</p>${op.description ? `<p class="muted">${escape(op.description).replace(/\n\n/g, "<br>")}</p>` : ""}
${rows ? `<table><tr><th>Parameter</th><th>In</th><th>Required</th><th>Type</th></tr>${rows}</table>` : ""}${body}
<table><tr><th>Status</th><th>Meaning</th><th>Body</th></tr>${answers}</table>
</section>`;
}

export function renderApiReference(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(methods)) {
      const method = lower.toUpperCase();
      const tag = op.tags[0] ?? "Other";
      (byTag.get(tag) ?? byTag.set(tag, []).get(tag)!).push(operationHtml(method, path, op));
      (toc.get(tag) ?? toc.set(tag, []).get(tag)!).push(`<a href="#${anchor(`${method}-${path}`)}">${method} ${escape(path)}</a>`);
    }
  }
  const tags = [...byTag.keys()].sort();
  const schemas = Object.entries(doc.components.schemas)
    .map(([name, schema]) => `<details id="schema-${anchor(name)}"><summary><code>${escape(name)}</code></summary><pre>${escape(JSON.stringify(schema, null, 2)).replace(/&#34;#\/components\/schemas\/([A-Za-z0-9_]+)&#34;/g, (_m, n: string) => `&#34;<a href="#schema-${anchor(n)}">#/components/schemas/${n}</a>&#34;`)}</pre></details>`)
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(doc.info.title)}</title><meta name="robots" content="noindex"><style>${STYLE}</style></head>
<body><header><h1>${escape(doc.info.title)}</h1>
<p>${escape(doc.info.description)} Version ${escape(doc.info.version)}. The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav aria-label="Groups"><ul>${tags.map((tag) => `<li><a href="#tag-${anchor(tag)}">${escape(tag)}</a> <span class="muted">(${byTag.get(tag)!.length})</span></li>`).join("")}<li><a href="#schemas">Schemas</a></li></ul></nav>
</header>
<main>
${tags.map((tag) => `<h2 id="tag-${anchor(tag)}">${escape(tag)}</h2>\n${byTag.get(tag)!.join("\n")}`).join("\n")}
<h2 id="schemas">Schemas</h2>
<p class="muted">JSON Schema (draft 2020-12). Request bodies are described as they may be sent (defaults may be left out), answers as they are sent.</p>
${schemas}
</main></body></html>`;
}
