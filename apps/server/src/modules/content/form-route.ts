// The route of a form a visitor sends to the shop's people (docs/content.md "Forms"): the contact
// form and the corporate inquiry. Never cached; limited per visitor address before the body is
// read and per e-mail address after (429 with Retry-After); answered 201 with the message's id;
// a filled honeypot (`website`) is a bot, told "sent" (id 0) while nothing is stored or mailed.
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { route, type AnyRouteContract, type RouteIO } from "../../http/contract";
import { visitorIp } from "../../http/visitor-ip";
import { enforceLimit, type RequestLimit } from "../../lib/request-limit";

interface SentFormContract extends AnyRouteContract {
  body: z.ZodType<{ email: string; website?: string | undefined }>;
  responses: { 201: z.ZodType<{ id: number }> };
}

export function sentFormRoute<C extends SentFormContract>(
  app: FastifyInstance,
  c: C,
  limits: { byAddress: RequestLimit; byEmail: RequestLimit },
  send: (input: z.output<C["body"]> & { customerId: number | null }) => Promise<{ id: number }>,
): void {
  route(app, c, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    await enforceLimit(limits.byAddress, `ip:${visitorIp(request)}`, reply);
    const input = io.body() as z.output<C["body"]>;
    await enforceLimit(limits.byEmail, input.email.toLowerCase(), reply);
    const answer = (body: { id: number }) => (io as unknown as RouteIO<SentFormContract>).outputFor(201, body);
    reply.code(201);
    if (input.website) return answer({ id: 0 });
    return answer(await send({ ...input, customerId: request.customer?.id ?? null }));
  });
}
