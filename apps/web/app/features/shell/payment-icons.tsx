// Payment options (spec 01 §1) as plain badges of our own (names only, no copied logos): only the
// methods configured for the shopper's country (docs/checkout.md "Promises"), by their kind
// (paymentMethodKind): buy-now-pay-later for an invoice method, an online wallet, a card.
import { paymentMethodKind, type ShopPromisesResponse } from "@polku/domain";
import { useT } from "../../lib/i18n";
import styles from "./shell.module.css";

function Badge({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <li>
      <svg className={styles.payment} viewBox="0 0 64 40" width="64" height="40" role="img" aria-label={label}>
        <rect x="0.5" y="0.5" width="63" height="39" rx="6" fill="#fff" stroke="#c9cdc6" />
        {children}
      </svg>
    </li>
  );
}

export function PaymentIcons({ methods }: { methods: ShopPromisesResponse["payment_methods"] }) {
  const t = useT();
  const kinds = new Set(methods.map(paymentMethodKind));
  const cardNames = methods.filter((m) => paymentMethodKind(m) === "card").map((m) => m.name);
  if (kinds.size === 0) return null;
  return (
    <ul className={styles.payments} data-testid="payment-badges">
      {kinds.has("invoice") ? (
        <Badge label={t("payment.bnpl")}>
          <path d="M22 10h14l6 6v15H22Z" fill="none" stroke="#1f4d3a" strokeWidth="2" strokeLinejoin="round" />
          <path d="M36 10v6h6M26 20h10M26 24h10M26 28h6" fill="none" stroke="#1f4d3a" strokeWidth="1.6" />
        </Badge>
      ) : null}
      {kinds.has("wallet") ? (
        <Badge label={t("payment.wallet")}>
          <rect x="14" y="12" width="24" height="17" rx="3" fill="none" stroke="#0b5563" strokeWidth="2" />
          <path d="M30 18h9v6h-9a3 3 0 0 1 0-6Z" fill="#0b5563" />
          <circle cx="31" cy="21" r="1.2" fill="#fff" />
          <path d="M42 16l4 5-4 5" fill="none" stroke="#0b5563" strokeWidth="2" strokeLinecap="round" />
        </Badge>
      ) : null}
      {kinds.has("card") ? (
        <Badge label={cardNames.join(", ")}>
          <rect x="14" y="11" width="36" height="20" rx="3" fill="none" stroke="#3d3d3d" strokeWidth="1.8" />
          <path d="M14 17h36" stroke="#3d3d3d" strokeWidth="3" />
          <path d="M19 25h12" stroke="#3d3d3d" strokeWidth="1.8" strokeLinecap="round" />
        </Badge>
      ) : null}
    </ul>
  );
}
