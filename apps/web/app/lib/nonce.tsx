// The Content-Security-Policy nonces of this page (docs/security.md "Security headers"). The
// server makes fresh ones per request and hands them to the render in the load context; the
// entry puts them on every inline script React Router and React write, and provides them here
// for the components that add scripts or styles of their own (the embedded checkout's snippet,
// the developer mailbox's e-mail frame).
import { createContext, useContext } from "react";

export interface PageNonce {
  script?: string;
  style?: string;
}

export const NonceContext = createContext<PageNonce>({});

export const useNonce = (): PageNonce => useContext(NonceContext);

/**
 * In the browser: the script nonce the server rendered with. Browsers hide the attribute's value
 * once the policy is applied (it reads ""), but an element's `nonce` property keeps it. The style
 * nonce is on no element, so the browser side has none (components use it only when rendered on
 * the server).
 */
export function documentNonce(doc: Document): PageNonce {
  const script = doc.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  return script ? { script } : {};
}
