/** A native <select> styled like the inputs: long option lists (15-minute times) stay fast and accessible. */
export const NATIVE_SELECT =
  "h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm";
