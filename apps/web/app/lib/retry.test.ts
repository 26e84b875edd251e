import { describe, expect, it } from "vitest";
import { ApiError, ApiNetworkError } from "./api";
import { withRetries } from "./retry";

describe("sending again", () => {
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };

  it("repeats a request answered 503 or not answered at all, waiting longer each time, until it succeeds", async () => {
    waits.length = 0;
    const failures: Error[] = [new ApiError("/api/orders/", 503, {}), new ApiNetworkError("/api/orders/", new Error("reset"))];
    let sends = 0;
    const answer = await withRetries(async () => {
      sends++;
      const failure = failures.shift();
      if (failure) throw failure;
      return "placed";
    }, { sleep });
    expect(answer).toBe("placed");
    expect(sends).toBe(3);
    expect(waits).toEqual([1_000, 2_000]);
  });

  it("gives up after the last wait and passes on the last failure", async () => {
    waits.length = 0;
    let sends = 0;
    await expect(withRetries(async () => {
      sends++;
      throw new ApiError("/api/orders/", 503, { code: "database_unavailable" });
    }, { sleep })).rejects.toMatchObject({ status: 503 });
    expect(sends).toBe(4);
    expect(waits).toEqual([1_000, 2_000, 4_000]);
  });

  it("never repeats a refusal: 400, 409 and 500 go straight to the caller", async () => {
    for (const status of [400, 409, 500]) {
      let sends = 0;
      await expect(withRetries(async () => {
        sends++;
        throw new ApiError("/api/orders/", status, {});
      }, { sleep })).rejects.toMatchObject({ status });
      expect(sends).toBe(1);
    }
  });
});
