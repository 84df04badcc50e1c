import { useSyncExternalStore } from "react";

/** docs/product.md, Constants and limits: below 768px the sidebar becomes a slide-in panel. */
export const MOBILE_BREAKPOINT_PX = 768;
const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
