// The visitor's address, for every module's rate limits and logs: a cross-cutting helper of the
// HTTP layer rather than of one module.
import type { FastifyRequest } from "fastify";

/**
 * The visitor's address (docs/security.md "Client address"): Fastify's request.ip, which reads
 * X-Forwarded-For only as far back as the proxies TRUST_PROXY names, and otherwise is the
 * socket's. The storefront's server rendering passes the shopper's address as the injected
 * request's own address (http/api-fetch.ts), not as a header anyone could send.
 */
export function visitorIp(request: FastifyRequest): string {
  return request.ip;
}
