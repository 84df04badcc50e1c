import { startTransition, useEffect, useState } from "react";

/**
 * False on the first render, then true from a transition started right after it. A screen draws its frame
 * at once and its long part (the week's hundreds of shifts) only when this is true: React renders a
 * transition in slices of a few milliseconds and lets the browser paint and take input between them, where
 * an ordinary first render is one long task (on a phone, the week blocked the main thread for ~1 s;
 * issue 32). Every later render is an ordinary one, so a drag or an edit shows at once.
 */
export function useMountedInTransition(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
