// Which providers this shop offers: the test provider outside production (or when
// PAYMENT_TEST_PROVIDER=true), and each real provider only when its credentials are configured
// (docs/payments.md "Configuration").
import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { isDemo, type Config } from "../../config";
import { createKlarnaProvider } from "./klarna/klarna.provider";
import { createNetsProvider } from "./nets/nets.provider";
import type { PaymentProvider } from "./payment-provider";
import { createPayPalProvider } from "./paypal/paypal.provider";
import { createTestProvider, type TestProvider } from "./test-provider/test-provider";

export interface ProviderSet {
  providers: PaymentProvider[];
  testProvider: TestProvider | null;
}

export type PaymentConfig = Pick<
  Config,
  | "NODE_ENV"
  | "DATABASE_URL"
  | "DEMO"
  | "PUBLIC_URL"
  | "SHOP_NAME"
  | "PAYMENT_TEST_PROVIDER"
  | "PAYMENT_TEST_SECRET"
  | "PAYMENT_TEST_DELAY_MS"
  | "KLARNA_API_URL"
  | "KLARNA_USERNAME"
  | "KLARNA_PASSWORD"
  | "PAYPAL_API_URL"
  | "PAYPAL_CLIENT_ID"
  | "PAYPAL_CLIENT_SECRET"
  | "PAYPAL_WEBHOOK_ID"
  | "NETS_API_URL"
  | "NETS_SECRET_KEY"
  | "NETS_WEBHOOK_AUTH"
>;

/** Outside production, in the demo (DEMO=true), or when PAYMENT_TEST_PROVIDER=true; =false turns it off everywhere. */
export function testProviderEnabled(config: Pick<Config, "NODE_ENV" | "PAYMENT_TEST_PROVIDER" | "DEMO">): boolean {
  return config.PAYMENT_TEST_PROVIDER ?? (config.NODE_ENV !== "production" || isDemo(config));
}

export function createProviders(config: PaymentConfig, opts: { log?: FastifyBaseLogger; testRetryDelaysMs?: number[] } = {}): ProviderSet {
  const providers: PaymentProvider[] = [];
  let testProvider: TestProvider | null = null;
  if (testProviderEnabled(config)) {
    testProvider = createTestProvider({
      // Without a configured secret, sessions are good for this process only (docs/payments.md).
      secret: config.PAYMENT_TEST_SECRET ?? randomBytes(32).toString("hex"),
      publicUrl: config.PUBLIC_URL,
      delayMs: config.PAYMENT_TEST_DELAY_MS,
      retryDelaysMs: opts.testRetryDelaysMs,
      log: opts.log,
    });
    providers.push(testProvider);
  }
  if (config.KLARNA_API_URL && config.KLARNA_USERNAME && config.KLARNA_PASSWORD) {
    providers.push(createKlarnaProvider({ apiUrl: config.KLARNA_API_URL, username: config.KLARNA_USERNAME, password: config.KLARNA_PASSWORD }));
  }
  if (config.PAYPAL_API_URL && config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET && config.PAYPAL_WEBHOOK_ID) {
    providers.push(
      createPayPalProvider({
        apiUrl: config.PAYPAL_API_URL,
        clientId: config.PAYPAL_CLIENT_ID,
        clientSecret: config.PAYPAL_CLIENT_SECRET,
        webhookId: config.PAYPAL_WEBHOOK_ID,
        brandName: config.SHOP_NAME,
      }),
    );
  }
  if (config.NETS_API_URL && config.NETS_SECRET_KEY && config.NETS_WEBHOOK_AUTH) {
    providers.push(
      createNetsProvider({
        apiUrl: config.NETS_API_URL,
        secretKey: config.NETS_SECRET_KEY,
        webhookAuth: config.NETS_WEBHOOK_AUTH,
        // spec 02 §2: the translated terms-of-service path (fi /sopimusehdot/).
        termsUrl: `${config.PUBLIC_URL.replace(/\/$/, "")}/sopimusehdot/`,
      }),
    );
  }
  return { providers, testProvider };
}
