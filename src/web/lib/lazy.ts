import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A lazy component whose code can be asked for before it renders. */
export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code (once); resolves when it is there. */
  preload: () => Promise<unknown>;
  isLoaded: () => boolean;
};

/** Every preload under way (lib-wide): see `preloadsSettled`. */
const inFlight = new Set<Promise<unknown>>();

/**
 * React.lazy, plus `preload()`. Once the code is loaded, the component renders at once: React.lazy takes a
 * thenable that has already resolved without suspending, so no fallback is shown and React does not hold
 * the content back for its suspense throttle (up to 300 ms after a fallback, issue 13). Before that it
 * behaves as React.lazy: the nearest Suspense shows its fallback.
 */
export function preloadable<P, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    if (loading) return loading;
    const started = load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined; // a later render asks again (e.g. after a network blip)
        throw error;
      },
    );
    inFlight.add(started);
    void started.catch(() => undefined).finally(() => inFlight.delete(started));
    return (loading = started);
  };
  const Component = lazy(() => {
    const component = loaded;
    if (component) {
      // React reads a thenable that calls back at once as already resolved.
      const resolved = {
        then: (onFulfilled: (module: { default: ComponentType<P> }) => void) =>
          onFulfilled({ default: component }),
      };
      return resolved as unknown as Promise<{ default: ComponentType<P> }>;
    }
    return preload().then((component) => ({ default: component }));
  });
  return Object.assign(Component, { preload, isLoaded: () => loaded !== undefined });
}

/** Resolves once every preload started so far has succeeded or failed. */
export async function preloadsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
