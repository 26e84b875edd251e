// The product model list as cached bytes (spec 02 §7): the JSON array once, with where each
// item starts, so an answer reordered by sortIds is spliced from the same bytes instead of
// serialising 10,000 objects again.
import { orderByIds, type ProductListItem } from "@polku/domain";
import { EncodedBody, etagOf } from "../../lib/encoded-body";

export interface ListBody {
  readonly body: EncodedBody;
  /** Item ids in the default order. */
  readonly ids: Int32Array;
  /** Item i is the bytes offsets[i] up to offsets[i + 1] - 1 of `body.identity` (the comma or bracket after it excluded). */
  readonly offsets: Uint32Array;
  readonly bytes: number;
}

export function serialiseList(items: readonly ProductListItem[], onGrow?: () => void): ListBody {
  const parts = items.map((item) => JSON.stringify(item));
  const identity = Buffer.from(`[${parts.join(",")}]`);
  const offsets = new Uint32Array(items.length + 1);
  let at = 1;
  for (let i = 0; i < parts.length; i++) {
    offsets[i] = at;
    at += Buffer.byteLength(parts[i]!) + 1;
  }
  offsets[items.length] = at;
  const ids = Int32Array.from(items, (item) => item.id);
  const body = new EncodedBody(identity, etagOf(identity), "cached", onGrow);
  return {
    body,
    ids,
    offsets,
    get bytes() {
      return body.bytes + ids.byteLength + offsets.byteLength;
    },
  };
}

/** Entity tag of the list reordered by `sortIds`, known without building the body. */
export function reorderedEtag(list: ListBody, sortIds: readonly number[]): string {
  return etagOf(`${list.body.etag}:${sortIds.join(",")}`);
}

/** The list with the sortIds first in that order and the rest in the default order. */
export function reorderedBody(list: ListBody, sortIds: readonly number[]): EncodedBody {
  const order = orderByIds(
    Array.from(list.ids, (id, index) => ({ id, index })),
    sortIds,
  );
  const comma = Buffer.from(",");
  const chunks: Buffer[] = [Buffer.from("[")];
  order.forEach(({ index }, i) => {
    if (i > 0) chunks.push(comma);
    chunks.push(list.body.identity.subarray(list.offsets[index], list.offsets[index + 1]! - 1));
  });
  chunks.push(Buffer.from("]"));
  const identity = Buffer.concat(chunks);
  return new EncodedBody(identity, reorderedEtag(list, sortIds), "once");
}
