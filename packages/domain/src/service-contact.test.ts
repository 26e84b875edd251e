import { describe, expect, it } from "vitest";
import { CALL_RATES_CENTS, CHAT_SERVICE_HOURS, serviceContactValues } from "./constants";

describe("customer service hours and call rates (spec 02 §9)", () => {
  it("chat 8-20 on business days; calls 17.04 cents a minute plus 8.28 cents a call", () => {
    expect(CHAT_SERVICE_HOURS).toEqual({ open: 8, close: 20 });
    expect(CALL_RATES_CENTS).toEqual({ perMinute: 17.04, perCall: 8.28 });
  });

  it("are written in the page language", () => {
    expect(serviceContactValues("fi")).toEqual({ open: "8", close: "20", perMinute: "17,04", perCall: "8,28" });
    expect(serviceContactValues("en")).toEqual({ open: "8", close: "20", perMinute: "17.04", perCall: "8.28" });
  });
});
