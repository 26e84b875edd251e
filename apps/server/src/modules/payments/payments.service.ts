// The payments use cases other modules call (docs/payments.md "How orders use it"): the methods
// offered for a purchase, a provider by its slug, and verified notifications handed to whoever
// records them (the order module), with the provider's acknowledgement after they are recorded.
import type { FastifyBaseLogger } from "fastify";
import type { LanguageCode, PaymentEvent } from "@polku/domain";
import type { IncomingNotification, MethodQuery, PaymentProvider } from "./payment-provider";
import { createProviders, type PaymentConfig } from "./payment-registry";
import type { TestProvider } from "./test-provider/test-provider";

/** A method as POST /api/checkout/ lists it (spec 01 §7 payment_methods). */
export interface OfferedMethod {
  slug: string;
  name: string;
  processor_slug: string;
}

/** Records an event; throws when it could not, so the provider delivers it again. */
export type PaymentEventListener = (event: PaymentEvent) => Promise<void>;

export interface Payments {
  readonly providers: readonly PaymentProvider[];
  /** The built-in test provider, when enabled (its hosted page needs it). */
  readonly testProvider: TestProvider | null;
  provider(processorSlug: string): PaymentProvider | null;
  methods(query: MethodQuery, language: LanguageCode): OfferedMethod[];
  onEvent(listener: PaymentEventListener): () => void;
  /** Verifies a notification (NotificationRefused when it does not hold), hands the event on, acknowledges. */
  receive(processorSlug: string, notification: IncomingNotification): Promise<PaymentEvent>;
  close(): void;
}

export function createPayments(providerSet: { providers: PaymentProvider[]; testProvider: TestProvider | null }, log?: FastifyBaseLogger): Payments {
  const listeners = new Set<PaymentEventListener>();
  const bySlug = new Map(providerSet.providers.map((p) => [p.processorSlug, p]));
  return {
    providers: providerSet.providers,
    testProvider: providerSet.testProvider,
    provider: (slug) => bySlug.get(slug) ?? null,
    methods(query, language) {
      return providerSet.providers.flatMap((provider) =>
        provider.methods(query).map((m) => ({ slug: m.slug, name: m.names[language], processor_slug: m.processorSlug })),
      );
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async receive(processorSlug, notification) {
      const provider = bySlug.get(processorSlug);
      if (!provider) throw new Error(`No payment provider ${processorSlug}`);
      const event = await provider.verifyNotification(notification);
      for (const listener of listeners) await listener(event);
      // Klarna keeps pushing until acknowledged: acknowledge only what someone has recorded.
      if (listeners.size > 0) await provider.acknowledge?.(event);
      else log?.warn({ eventId: event.eventId, processorSlug }, "payment event verified but nobody records payment events");
      return event;
    },
    close() {
      providerSet.testProvider?.close();
    },
  };
}

export function createPaymentsFromConfig(config: PaymentConfig, log?: FastifyBaseLogger): Payments {
  return createPayments(createProviders(config, { log }), log);
}
