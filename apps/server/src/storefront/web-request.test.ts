import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { toWebRequest } from "./web-request";

describe("toWebRequest", () => {
  it("renders a page as https when the shop's public address is https, whatever reached the process", async () => {
    const app = Fastify();
    app.get("/x/", async (request, reply) => ({
      plain: toWebRequest(request, reply).url,
      public: toWebRequest(request, reply, { https: true }).url,
    }));
    const res = await app.inject({ url: "/x/?a=1", headers: { host: "www.polku.example" } });
    expect(res.json()).toEqual({ plain: "http://www.polku.example/x/?a=1", public: "https://www.polku.example/x/?a=1" });
    await app.close();
  });
});
