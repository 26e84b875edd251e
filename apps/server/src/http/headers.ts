// Node's header objects (string | string[] | number per name) as Fetch API Headers.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";

export function toFetchHeaders(source: IncomingHttpHeaders | OutgoingHttpHeaders, skip?: ReadonlySet<string>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined || skip?.has(name)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  return headers;
}
