// The back office's lists (docs/admin.md "Lists"; issue 19: the first page fast at the
// 100,000-model catalogue): each list's first page, asked once cold and then five times, as the
// demo admin. Lists are never cached, so every answer is the database's work.
const ADMIN = { email: "admin@polku.example", password: "polku-admin-2025" };

async function timedJson(url, headers) {
  const start = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.json();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return { ms: performance.now() - start, body };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function adminBenchmark(base) {
  const token = await fetch(`${base}/api/token/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  if (!token.ok) return null; // a catalogue without the demo users
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  const options = (await timedJson(`${base}/api/admin/catalogue/options/`, headers)).body;
  const group = options.groups.find((g) => !g.path.includes("/"));
  const lists = {
    "models, newest first": "/api/admin/models/",
    "models, by name": "/api/admin/models/?sort=name",
    "models, search 'takki'": "/api/admin/models/?q=takki",
    "models, one brand": `/api/admin/models/?brand=${options.brands[0].id}`,
    [`models, group ${group?.path ?? "-"} and below`]: `/api/admin/models/?group=${group?.id ?? ""}`,
    "models, page 200": "/api/admin/models/?page=200",
    "orders, newest first": "/api/admin/orders/",
    "orders, paid, by total": "/api/admin/orders/?payment_status=captured&sort=-total",
    "audit log": "/api/admin/audit/",
  };
  const results = {};
  for (const [name, path] of Object.entries(lists)) {
    const first = await timedJson(base + path, headers);
    const again = [];
    for (let i = 0; i < 5; i += 1) again.push((await timedJson(base + path, headers)).ms);
    results[name] = { path, firstMs: Math.round(first.ms), medianMs: Math.round(median(again)), rows: first.body.count, exact: first.body.count_exact };
  }
  return results;
}
