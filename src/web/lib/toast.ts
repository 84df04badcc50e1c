import { useSyncExternalStore } from "react";

/**
 * docs/product.md, Constants and limits: one toast at a time, shown 5000 ms; a dismissed toast is removed
 * after 1,000,000 ms.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = "default" | "destructive";

/** A button in the toast (e.g. "Undo"). `altText` says how to do the same without it (WCAG 2.2.1: the toast
 * goes away by itself), e.g. "Press Control+Z to undo"; screen readers announce it instead of the button. */
export type ToastAction = { label: string; altText: string; onClick: () => void };

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Overrides TOAST_DURATION_MS for this toast. */
  duration?: number;
  action?: ToastAction;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast (or all); it stays mounted for its exit until the removal delay. */
export function dismissToast(id?: string): void {
  emit(
    toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  );
}

/** Shows a toast; callable from anywhere (components, mutation callbacks, the query client). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Whether this toast is still on screen (not dismissed, not replaced by a newer one). */
export function isToastOpen(id: string): boolean {
  return toasts.some((t) => t.id === id && t.open);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastItem[] {
  return toasts;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
