import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installChunkReload } from "./features/app-update/chunk-reload";
import { NonceContext, documentNonce } from "./lib/nonce";

// spec 01 §8: before anything else can fail to load a chunk.
installChunkReload();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext.Provider value={documentNonce(document)}>
        <HydratedRouter />
      </NonceContext.Provider>
    </StrictMode>,
  );
});
