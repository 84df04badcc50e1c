import { useSyncExternalStore } from "react";

/**
 * Which answers on screen are copies kept by the service worker (the network was gone), and when each was
 * fetched: the service worker marks such an answer with a header (src/web/sw/service-worker.ts), the api
 * client reports every answer here, and the screen says "Offline: last updated …".
 */
const copies = new Map<string, string>();
const listeners = new Set<() => void>();
let oldest: string | null = null;

const COPY_HEADER = "x-brigade-offline-copy";

export function noteAnswer(path: string, headers: Headers): void {
  const fetchedAt = headers.get(COPY_HEADER);
  const before = copies.get(path);
  if (fetchedAt) copies.set(path, fetchedAt);
  else copies.delete(path);
  if (before === (fetchedAt ?? undefined)) return;
  const times = [...copies.values()].filter(Boolean).sort();
  oldest = copies.size === 0 ? null : (times[0] ?? "");
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** When the oldest copy on screen was fetched (ISO; "" if unknown), or null when everything is live. */
export function useOfflineSince(): string | null {
  return useSyncExternalStore(subscribe, () => oldest);
}
