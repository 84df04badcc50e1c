import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A function that keeps one identity for the component's life and always calls the latest `fn`: a memoized
 * child handed it is not redrawn because its parent drew again (on the Schedule, each of the week's
 * queries arriving redrew the whole day list; issue 32). For event handlers only, not during rendering.
 */
export function useStableCallback<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
