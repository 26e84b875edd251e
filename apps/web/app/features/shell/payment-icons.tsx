// Payment options (spec 01 §1): buy-now-pay-later, online wallet, Visa and Mastercard, as plain
// badges of our own (names only, no copied logos).
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

export function PaymentIcons() {
  const t = useT();
  return (
    <ul className={styles.payments}>
      <Badge label={t("payment.bnpl")}>
        <path d="M22 10h14l6 6v15H22Z" fill="none" stroke="#1f4d3a" strokeWidth="2" strokeLinejoin="round" />
        <path d="M36 10v6h6M26 20h10M26 24h10M26 28h6" fill="none" stroke="#1f4d3a" strokeWidth="1.6" />
      </Badge>
      <Badge label={t("payment.wallet")}>
        <rect x="14" y="12" width="24" height="17" rx="3" fill="none" stroke="#0b5563" strokeWidth="2" />
        <path d="M30 18h9v6h-9a3 3 0 0 1 0-6Z" fill="#0b5563" />
        <circle cx="31" cy="21" r="1.2" fill="#fff" />
        <path d="M42 16l4 5-4 5" fill="none" stroke="#0b5563" strokeWidth="2" strokeLinecap="round" />
      </Badge>
      <Badge label="Visa">
        <text x="32" y="25" textAnchor="middle" fontSize="13" fontWeight="800" fontStyle="italic" fill="#1a2b6d" fontFamily="system-ui, sans-serif">
          VISA
        </text>
      </Badge>
      <Badge label="Mastercard">
        <rect x="10" y="12" width="20" height="14" rx="2" fill="none" stroke="#3d3d3d" strokeWidth="1.6" />
        <path d="M10 16h20" stroke="#3d3d3d" strokeWidth="2.4" />
        <text x="34" y="23" fontSize="7.5" fontWeight="700" fill="#3d3d3d" fontFamily="system-ui, sans-serif">
          MC
        </text>
      </Badge>
    </ul>
  );
}
