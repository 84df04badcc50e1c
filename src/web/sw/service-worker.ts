/// <reference lib="webworker" />
// Brigade's service worker (docs/decisions/078-installable-app-and-push.md), built to /sw.js by
// scripts/pwa-plugin.ts. It does three things only:
// - keeps the app's shell and the files the page has loaded, so the app opens without a network;
// - answers a few reads (who I am, my shifts, the week) from their last copy when the network is gone,
//   marked with the time it was fetched, so the page can say "Offline: last updated …";
// - shows pushed notifications and opens their link on click.
// Everything else goes to the network as if there were no service worker: nothing else pretends to work.

// A module (the export below), so this `self` shadows the global one with the service worker's type.
declare const self: ServiceWorkerGlobalScope;
/** Replaced at build time by a hash of the build's files: a new build is a new worker and new caches. */
declare const BUILD_VERSION: string;

const SHELL_CACHE = `brigade-shell-${BUILD_VERSION}`;
const READS_CACHE = "brigade-offline-reads";
/** The header a copy carries: when it was fetched (ISO), read by src/web/lib/offline.ts. */
const COPY_HEADER = "x-brigade-offline-copy";
const FETCHED_HEADER = "x-brigade-fetched-at";

/** The reads My shifts and the week are drawn from; nothing else is answered offline. */
const OFFLINE_READS = [
  /^\/api\/auth\/me$/,
  /^\/api\/me\/(shifts|hours|open-shifts)$/,
  /^\/api\/(stores|positions|organization|instance)$/,
  /^\/api\/schedules$/,
  /^\/api\/schedules\/\d+(\/[a-z-]+)?$/,
  /^\/api\/notifications$/,
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add("/"))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith("brigade-shell-") && name !== SHELL_CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === "keep-files" && Array.isArray(data.urls)) {
    // The files the page loaded before this worker controlled it (they come from the HTTP cache).
    const urls = data.urls.filter(
      (u): u is string =>
        typeof u === "string" && new URL(u, self.location.origin).origin === self.location.origin,
    );
    event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(urls)));
  } else if (data?.type === "forget-reads") {
    event.waitUntil(caches.delete(READS_CACHE));
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") event.respondWith(navigation(request));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(hashedFile(request));
  else if (OFFLINE_READS.some((pattern) => pattern.test(url.pathname)))
    event.respondWith(offlineRead(request));
});

/** The network's page, else the kept shell (every route is the same index.html). */
async function navigation(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match("/", { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** Hashed names never change content: the kept copy, else the network's (kept for next time). */
async function hashedFile(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The network first; its answer is kept with the time. Without a network, the kept copy, marked. */
async function offlineRead(request: Request): Promise<Response> {
  const cache = await caches.open(READS_CACHE);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await cache.match(request);
    if (!kept) throw error;
    const headers = new Headers(kept.headers);
    headers.set(COPY_HEADER, kept.headers.get(FETCHED_HEADER) ?? "");
    return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
  }
  if (response.status === 401) {
    // Signed out (or the session ended): nothing of that person stays on the device.
    await caches.delete(READS_CACHE);
  } else if (response.ok) {
    const headers = new Headers(response.headers);
    headers.set(FETCHED_HEADER, new Date().toISOString());
    const copy = new Response(await response.clone().arrayBuffer(), { status: response.status, headers });
    await cache.put(request, copy);
  }
  return response;
}

/** What the server pushes (src/server/push/deliver.ts, PushPayload). */
interface Pushed {
  title?: string;
  body?: string;
  link?: string;
  tag?: string;
}

self.addEventListener("push", (event) => {
  let pushed: Pushed = {};
  try {
    pushed = (event.data?.json() ?? {}) as Pushed;
  } catch {
    pushed = { body: event.data?.text() ?? "" };
  }
  event.waitUntil(
    self.registration.showNotification(pushed.title ?? "Brigade", {
      body: pushed.body ?? "",
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      data: { link: pushed.link ?? "/" },
      ...(pushed.tag ? { tag: pushed.tag } : {}),
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { link?: unknown } | null;
  // Only a path of this app: a pushed link never takes anyone elsewhere.
  const link =
    typeof data?.link === "string" && data.link.startsWith("/") && !data.link.startsWith("//")
      ? data.link
      : "/";
  const target = new URL(link, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target);
      } else {
        await self.clients.openWindow(target);
      }
    })(),
  );
});
export type {};
