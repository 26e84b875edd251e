// The database's order enums (@polku/db) are made of the domain's lists (@polku/domain
// orders/statuses.ts), which the API contracts validate with; this checks the schema still
// takes them from there, so a status can never be added to one side only.
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
