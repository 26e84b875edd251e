import { describe, expect, it, vi } from "vitest";
import { fullListState, hasFullList, rememberListPath, startFullList, type FullList } from "./full-list-store";

const list: FullList = { items: [], recommendedIds: [3, 1] };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the whole list in the browser", () => {
  it("is loaded once per key, and the page counts as loaded only when it has arrived", async () => {
    const load = vi.fn(() => Promise.resolve(list));
    rememberListPath("/vaatteet/takit/", "takit");
    startFullList("takit", load);
    startFullList("takit", load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fullListState("takit").status).toBe("loading");
    expect(hasFullList("/vaatteet/takit/")).toBe(false);
    await settle();
    expect(fullListState("takit")).toEqual({ status: "done", list });
    expect(hasFullList("/vaatteet/takit/")).toBe(true);
    expect(hasFullList("/vaatteet/housut/")).toBe(false);
  });

  it("reports a failure and loads again on retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error("503")).mockResolvedValueOnce(list);
    rememberListPath("/retkeily/", "retkeily");
    startFullList("retkeily", load);
    await settle();
    expect(fullListState("retkeily").status).toBe("error");
    expect(hasFullList("/retkeily/")).toBe(false);
    startFullList("retkeily", load);
    await settle();
    expect(fullListState("retkeily").status).toBe("done");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps only the most recent lists", async () => {
    for (const key of ["a", "b", "c", "d", "e"]) startFullList(key, () => Promise.resolve(list));
    await settle();
    expect(fullListState("a").status).toBe("idle");
    expect(fullListState("e").status).toBe("done");
  });
});
