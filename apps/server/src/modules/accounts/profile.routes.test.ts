// Integration: the logged-in customer's profile, addresses and club joining; another customer's
// address is not found, and anonymous callers are refused (docs/accounts.md "Profile").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubJoinResponseSchema, customerResponseSchema, profileSchema } from "@polku/domain";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../seed/customers";
import { accountCalls } from "../../test-support/account-helpers";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let api: ReturnType<typeof accountCalls>;
let memberToken: string;
let orgToken: string;
const [member, org] = DEMO_CUSTOMERS as readonly [DemoCustomer, DemoCustomer];

beforeAll(async () => {
  t = await createTestApp({ models: 12 });
  api = accountCalls(t);
  memberToken = await api.token(member.email, member.password);
  orgToken = await api.token(org.email, org.password);
});
afterAll(() => t?.close());

const call = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object | undefined, headers: token ? { authorization: `Bearer ${token}` } : {} });
const address = { first_name: "Aino", last_name: "Jäsen", street: "Hämeenkatu 5", postcode: "33100", city: "Tampere", country_code: "fi" };

describe("GET and PUT /api/customer/profile/", () => {
  it("shows the member's own fields, club membership and addresses", async () => {
    const res = await call("GET", "/api/customer/profile/", memberToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = profileSchema.parse(res.json());
    expect(body).toMatchObject({ email: member.email, club: { member_number: "100001", joined_on: "2023-05-12" }, marketing_consent: true });
    expect(body.addresses).toEqual([expect.objectContaining({ street: "Mannerheimintie 1 A 2", is_default: true })]);
  });

  it("saves names, phone, postcode, language and consent", async () => {
    const res = await call("PUT", "/api/customer/profile/", orgToken, { first_name: " Olli ", last_name: "Yrittäjä", phone: "+358 50 765 4321", postcode: "33200", language: "sv", marketing_consent: true });
    expect(res.statusCode).toBe(200);
    expect(profileSchema.parse(res.json())).toMatchObject({ first_name: "Olli", last_name: "Yrittäjä", phone: "+358 50 765 4321", postcode: "33200", language: "sv", marketing_consent: true });
    const me = customerResponseSchema.parse((await call("GET", "/api/customer/", orgToken)).json());
    expect(me.postcode).toBe("33200");
  });

  it("answers 400 naming each bad field, and 401 to anonymous callers", async () => {
    const res = await call("PUT", "/api/customer/profile/", orgToken, { first_name: "", last_name: "X", phone: "soita", postcode: "!", language: "xx", marketing_consent: "yes" });
    expect(res.statusCode).toBe(400);
    const errors = (res.json() as { errors: Record<string, string[]> }).errors;
    expect(errors.first_name).toEqual(["Name is a required field."]);
    expect(Object.keys(errors).sort()).toEqual(["first_name", "language", "marketing_consent", "phone", "postcode"]);
    for (const [method, url] of [["GET", "/api/customer/profile/"], ["PUT", "/api/customer/profile/"], ["POST", "/api/customer/club/"], ["POST", "/api/customer/addresses/"], ["DELETE", "/api/customer/addresses/1/"]] as const) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe("addresses", () => {
  it("adds, edits, makes default and deletes the customer's own addresses", async () => {
    const first = profileSchema.parse((await call("POST", "/api/customer/addresses/", orgToken, { ...address, street: "Eka 1" })).json());
    const before = first.addresses.length;
    const added = await call("POST", "/api/customer/addresses/", orgToken, { ...address, street: "Toka 2", is_default: true });
    expect(added.statusCode).toBe(201);
    const body = profileSchema.parse(added.json());
    expect(body.addresses).toHaveLength(before + 1);
    expect(body.addresses.filter((a) => a.is_default)).toEqual([expect.objectContaining({ street: "Toka 2", country_code: "FI" })]);

    const eka = body.addresses.find((a) => a.street === "Eka 1")!;
    const edited = profileSchema.parse((await call("PUT", `/api/customer/addresses/${eka.id}/`, orgToken, { ...address, street: "Eka 1 B", is_default: true })).json());
    expect(edited.addresses.filter((a) => a.is_default).map((a) => a.street)).toEqual(["Eka 1 B"]);

    const removed = profileSchema.parse((await call("DELETE", `/api/customer/addresses/${eka.id}/`, orgToken)).json());
    expect(removed.addresses.map((a) => a.id)).not.toContain(eka.id);
    // The default passes on: one address is still the default.
    expect(removed.addresses.filter((a) => a.is_default)).toHaveLength(1);
  });

  it("does not find another customer's address (404) and leaves it as it was", async () => {
    const mine = profileSchema.parse((await call("GET", "/api/customer/profile/", memberToken)).json()).addresses[0]!;
    expect((await call("PUT", `/api/customer/addresses/${mine.id}/`, orgToken, address)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/customer/addresses/${mine.id}/`, orgToken)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/customer/addresses/abc/", orgToken)).statusCode).toBe(400);
    const still = profileSchema.parse((await call("GET", "/api/customer/profile/", memberToken)).json()).addresses[0]!;
    expect(still).toEqual(mine);
  });

  it("answers 400 with field errors for a bad address", async () => {
    const res = await call("POST", "/api/customer/addresses/", orgToken, { first_name: "A", country_code: "Suomi" });
    expect(res.statusCode).toBe(400);
    const errors = (res.json() as { errors: Record<string, string[]> }).errors;
    expect(errors).toMatchObject({ last_name: ["Name is a required field."], street: ["This is a required field."], city: ["This is a required field."] });
    expect(errors.country_code).toBeDefined();
  });
});

describe("POST /api/customer/club/", () => {
  it("makes a customer a member once, keeping the number on a second call", async () => {
    const first = clubJoinResponseSchema.parse((await call("POST", "/api/customer/club/", orgToken)).json());
    expect(Number(first.club.member_number)).toBeGreaterThanOrEqual(200001);
    const second = clubJoinResponseSchema.parse((await call("POST", "/api/customer/club/", orgToken)).json());
    expect(second).toEqual(first);
    const me = customerResponseSchema.parse((await call("GET", "/api/customer/", orgToken)).json());
    expect(me.customer.club).toEqual(first.club);
  });
});
