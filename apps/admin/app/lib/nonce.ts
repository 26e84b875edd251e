// The request's CSP script nonce for the document's own inline script (root.tsx); the server
// render provides it (entry.server.tsx), the browser has none (the page is already there).
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);
