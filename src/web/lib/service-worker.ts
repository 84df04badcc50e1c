/**
 * Registers the service worker (src/web/sw/service-worker.ts, built to /sw.js) once the page has loaded,
 * so that it never competes with the first load (docs/decisions/078-installable-app-and-push.md). Only in
 * a build: the dev server has none.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = async () => {
    try {
      await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      const ready = await navigator.serviceWorker.ready;
      // The files this page loaded before the worker was there: kept so that the app opens offline.
      const urls = performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
        .map((url) => url.pathname);
      ready.active?.postMessage({ type: "keep-files", urls: [...new Set(urls)] });
    } catch {
      // Without a worker the app works as before, only not offline.
    }
  };
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}

/** The reads kept for offline belong to the person signed in: forgotten when they sign out. */
export function forgetOfflineReads(): void {
  // globalThis: not every place this runs has a navigator (Node 20 has none; unit tests run there).
  globalThis.navigator?.serviceWorker?.controller?.postMessage({ type: "forget-reads" });
  // Also without a controlling worker (a tab opened before it), straight from the page.
  void globalThis.caches?.delete("brigade-offline-reads").catch(() => undefined);
}
