import { describe, expect, it } from "vitest";
import { adminRentalCancelSchema, staffCancelOf } from "./rental";

describe("staffCancelOf", () => {
  it("cancels a booking paid in the store while it is reserved, nothing after the pick-up", () => {
    expect(staffCancelOf({ status: "reserved", orderStatus: null, orderOtherLines: 0 })).toEqual({ kind: "booking" });
    for (const status of ["picked_up", "returned", "cancelled"] as const) expect(staffCancelOf({ status, orderStatus: null, orderOtherLines: 0 })).toEqual({ kind: "refused", reason: "status" });
  });

  it("cancels a booking paid online with its order when the order holds nothing else", () => {
    expect(staffCancelOf({ status: "reserved", orderStatus: "processing", orderOtherLines: 0 })).toEqual({ kind: "order" });
    expect(staffCancelOf({ status: "held", orderStatus: "new", orderOtherLines: 0 })).toEqual({ kind: "order" });
  });

  it("sends staff to the order when it holds other lines, or when the order cannot be cancelled", () => {
    expect(staffCancelOf({ status: "reserved", orderStatus: "processing", orderOtherLines: 1 })).toEqual({ kind: "refused", reason: "order_has_other_lines" });
    expect(staffCancelOf({ status: "reserved", orderStatus: "cancelled", orderOtherLines: 0 })).toEqual({ kind: "refused", reason: "order_status" });
    expect(staffCancelOf({ status: "picked_up", orderStatus: "processing", orderOtherLines: 0 })).toEqual({ kind: "refused", reason: "status" });
  });

  it("needs a reason", () => {
    expect(adminRentalCancelSchema.safeParse({ version: "0123456789abcdef", reason: "  " }).success).toBe(false);
    expect(adminRentalCancelSchema.parse({ version: "0123456789abcdef", reason: " Customer called " }).reason).toBe("Customer called");
  });
});
