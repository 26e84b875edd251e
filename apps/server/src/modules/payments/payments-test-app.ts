// Test support: the payments routes on a real socket (providers notify over HTTP), without a
// database, with every verified event collected and the configuration the test asks for.
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import type { PaymentEvent } from "@polku/domain";
import { loadConfig } from "../../config";
import { registerErrorHandling } from "../../http/errors";
import { createProviders } from "./payment-registry";
import { paymentsRoutes } from "./payments.routes";
import { createPayments, type Payments } from "./payments.service";

export const TEST_SECRET = "test-provider-secret-for-the-tests-0123456789";

export interface PaymentsTestApp {
  app: FastifyInstance;
  payments: Payments;
  /** http://127.0.0.1:{port} */
  origin: string;
  events: PaymentEvent[];
  close(): Promise<void>;
}

export async function createPaymentsTestApp(env: Record<string, string> = {}): Promise<PaymentsTestApp> {
  const config = loadConfig({ NODE_ENV: "test", PAYMENT_TEST_SECRET: TEST_SECRET, PAYMENT_TEST_DELAY_MS: "200", PUBLIC_URL: "http://shop.test", ...env });
  const payments = createPayments(createProviders(config, { testRetryDelaysMs: [100, 100, 100] }));
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  await app.register(paymentsRoutes, { payments, merchantName: "Polku" });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const events: PaymentEvent[] = [];
  payments.onEvent(async (event) => {
    events.push(event);
  });
  return {
    app,
    payments,
    origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    events,
    async close() {
      payments.close();
      await app.close();
    },
  };
}

/** Waits until a condition holds (notifications arrive on their own time), at most `ms`. */
export async function eventually<T>(read: () => T | undefined | false, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
