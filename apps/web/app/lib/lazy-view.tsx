// A page component whose code loads when it is first needed (docs/performance.md "Page kinds load
// their own code"). Unlike React.lazy, a view whose module is already loaded renders at once: the
// route's loader (server) or clientLoader (browser navigation) awaits `load()` before the page
// renders, so neither the server's render nor a navigation ever suspends. Only the hydration of
// a page whose script is still on its way suspends, and that keeps the server's HTML on screen
// until the script is there (the `modulepreload` hints the loader names make that short).
import { use, type ComponentType, type ReactNode } from "react";
import { preloadModule } from "react-dom";

type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

export interface LazyView<P> {
  /** The module's path from the app folder, as `virtual:lazy-chunks` names it. */
  source: string;
  /** Loads the module (once); resolves when the view renders without suspending. */
  load(): Promise<unknown>;
  View(props: P): ReactNode;
}

export function lazyView<P extends object>(source: string, importer: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Tracked<ComponentType<P>> | undefined;
  const load = (): Tracked<ComponentType<P>> => {
    if (pending) return pending;
    const promise: Tracked<ComponentType<P>> = importer();
    promise.status = "pending";
    promise.then(
      (component) => {
        loaded = component;
        promise.status = "fulfilled";
        promise.value = component;
      },
      (error: unknown) => {
        promise.status = "rejected";
        promise.reason = error;
        pending = undefined; // a later render tries again
      },
    );
    return (pending = promise);
  };
  function View(props: P) {
    // `use` of a tracked promise that is already fulfilled does not suspend.
    const Component = loaded ?? use(load() as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }
  return { source, load, View };
}

/** The `modulepreload` hints for a page's own scripts: in the server's HTML `<head>`, a no-op after. */
export function usePreloadScripts(scripts: readonly string[] | undefined): void {
  for (const href of scripts ?? []) preloadModule(href, { as: "script" });
}
