import { useEffect, useRef, useState, type ComponentProps, type RefObject } from "react";
import { cn } from "@/lib/utils";

/**
 * The box around a table or grid that may be wider than the screen: it scrolls sideways in place, so
 * the page itself never does. Keyboard users must be able to scroll it too (WCAG 2.1.1), so while its
 * content overflows it is a tab stop (arrow keys then scroll it) and a region named `label`, which is
 * what a screen reader announces on reaching it. When everything fits it is no tab stop. Nor is it when
 * its content has a tab stop of its own that scrolls it (`hasOwnTabStop`: a grid moved through by arrows,
 * whose focused control the browser scrolls into view).
 */
export function ScrollRegion({
  label,
  className,
  ref,
  hasOwnTabStop = false,
  children,
  ...props
}: Omit<ComponentProps<"div">, "aria-label" | "role" | "tabIndex"> & {
  label: string;
  ref?: RefObject<HTMLDivElement | null>;
  hasOwnTabStop?: boolean;
}) {
  const ownRef = useRef<HTMLDivElement | null>(null);
  const box = ref ?? ownRef;
  const isScrollable = useIsScrollable(box);
  return (
    <div
      ref={box}
      data-slot="scroll-region"
      role="region"
      aria-label={label}
      tabIndex={isScrollable && !hasOwnTabStop ? 0 : undefined}
      className={cn("relative w-full overflow-x-auto", className)}
      {...props}
    >
      {children}
    </div>
  );
}

/**
 * Whether the box's content is wider than the box; followed as either is resized. Assumed until measured.
 * Measured when the observer reports (it does once at the start, after the browser's own layout): measuring
 * at once would force a layout of everything inside, ~100-250 ms for a 150-person schedule grid (issue 13).
 */
function useIsScrollable(box: RefObject<HTMLElement | null>): boolean {
  const [isScrollable, setIsScrollable] = useState(true);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setIsScrollable(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [box]);
  return isScrollable;
}
