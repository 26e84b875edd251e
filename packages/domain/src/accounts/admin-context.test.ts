import { describe, expect, it } from "vitest";
import { staffCustomerSearchQuerySchema } from "../api/staff-customers";
import { adminHref, containsPattern, heldCustomerOf, parseHeldCustomer } from "./admin-context";

describe("adminHref", () => {
  it("builds the admin address of each kind on ADMIN_URL", () => {
    expect(adminHref("https://admin.polku.example", { kind: "product", id: 812 })).toBe("https://admin.polku.example/productmodels/812/");
    expect(adminHref("https://admin.polku.example/", { kind: "productGroup", id: 14 })).toBe("https://admin.polku.example/productgroups/14/");
    expect(adminHref("https://polku.example/admin//", { kind: "manufacturer", id: "havbris" })).toBe("https://polku.example/admin/manufacturers/havbris/");
    expect(adminHref("https://polku.example/admin", { kind: "customer", id: 5 })).toBe("https://polku.example/admin/customers/5/");
    expect(adminHref("https://polku.example/admin", { kind: "sizeTable", id: 3 })).toBe("https://polku.example/admin/sizetables/3/");
  });

  it("escapes ids and gives no link without an admin address", () => {
    expect(adminHref("https://a.example", { kind: "manufacturer", id: "a/b c" })).toBe("https://a.example/manufacturers/a%2Fb%20c/");
    expect(adminHref(null, { kind: "product", id: 1 })).toBeNull();
    expect(adminHref("", { kind: "product", id: 1 })).toBeNull();
  });
});

describe("held customer", () => {
  const found = { id: 5, email: "asiakas@polku.example", first_name: "Eero", last_name: "Asiakas", postcode: "33100", club_member_number: null, is_org_user: false };

  it("keeps the id, e-mail, name and member number of a search result", () => {
    expect(heldCustomerOf(found)).toEqual({ id: 5, email: "asiakas@polku.example", name: "Eero Asiakas", clubMemberNumber: null });
    expect(heldCustomerOf({ ...found, first_name: "", last_name: "" }).name).toBe("asiakas@polku.example");
  });

  it("reads back what was stored and ignores anything else", () => {
    const held = heldCustomerOf({ ...found, club_member_number: "100001" });
    expect(parseHeldCustomer(JSON.stringify(held))).toEqual(held);
    for (const raw of [null, "", "{", "[]", JSON.stringify({ id: "5", email: "x", name: "y", clubMemberNumber: null }), JSON.stringify({ id: 0, email: "x", name: "y", clubMemberNumber: null })]) {
      expect(parseHeldCustomer(raw), String(raw)).toBeNull();
    }
  });
});

describe("customer search", () => {
  it("matches the query anywhere, case-insensitively, taking LIKE wildcards literally", () => {
    expect(containsPattern(" Aino ")).toBe("%aino%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("asks for 2-100 characters after trimming", () => {
    expect(staffCustomerSearchQuerySchema.parse({ q: "  jasen " })).toEqual({ q: "jasen" });
    expect(staffCustomerSearchQuerySchema.safeParse({ q: " a " }).success).toBe(false);
    expect(staffCustomerSearchQuerySchema.safeParse({ q: "x".repeat(101) }).success).toBe(false);
    expect(staffCustomerSearchQuerySchema.safeParse({}).success).toBe(false);
    expect(staffCustomerSearchQuerySchema.safeParse({ q: "jasen", limit: "50" }).success).toBe(false);
  });
});
