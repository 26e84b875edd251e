// The database's order enums (@polku/db, which does not depend on the domain package) and the
// API's lists of the same values (@polku/domain) are written twice; this keeps them equal, so a
// status added to one side only fails here rather than as a 500 or a refused answer.
import { describe, expect, it } from "vitest";
import { orderLineKind, orderPaymentStatus, orderStatus, paymentEventStatus } from "@polku/db";
import { orderLineKindSchema, orderPaymentStatuses, orderStatuses, paymentStatuses } from "@polku/domain";

describe("order enums", () => {
  it("are the same in the database and in the API contracts", () => {
    expect([...orderStatus.enumValues]).toEqual([...orderStatuses]);
    expect([...orderPaymentStatus.enumValues]).toEqual([...orderPaymentStatuses]);
    expect([...orderLineKind.enumValues]).toEqual([...orderLineKindSchema.options]);
    expect([...paymentEventStatus.enumValues]).toEqual([...paymentStatuses]);
  });
});
