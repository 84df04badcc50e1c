import { useSyncExternalStore } from "react";
import { applyTheme, readStoredTheme, storeTheme, type Theme } from "./theme";

let current: Theme | null = null;
const listeners = new Set<() => void>();

function getTheme(): Theme {
  current ??= readStoredTheme();
  return current;
}

export function setTheme(theme: Theme): void {
  current = theme;
  storeTheme(theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active theme and its setter (saved under `scheduling-theme`, class on <html>). */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, getTheme, getTheme);
  return [theme, setTheme];
}
