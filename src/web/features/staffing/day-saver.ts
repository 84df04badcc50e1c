/**
 * Saves whole days (one PUT per changed day, DESIGN §9): at most one request per day in flight; a day
 * changed meanwhile is sent again with its latest grid once the first answers, so saves never land out
 * of order. A failed day keeps its wanted value (the editor never drops a typed change) until `retry`.
 */
export type SaveStatus = "idle" | "saving" | "saved" | "error";

export type DaySaverHandlers<T> = {
  send: (day: string, value: T) => Promise<unknown>;
  /** Called whenever the overall status may have changed. */
  onStatus: (status: SaveStatus, failedDays: string[], error: unknown) => void;
};

export type DaySaver<T> = {
  save: (day: string, value: T) => void;
  /** Sends every failed day again, with its latest value. */
  retry: () => void;
  status: () => SaveStatus;
  failedDays: () => string[];
};

export function createDaySaver<T>(handlers: DaySaverHandlers<T>): DaySaver<T> {
  const wanted = new Map<string, T>();
  const inFlight = new Set<string>();
  const failed = new Map<string, unknown>();
  let everSaved = false;

  function status(): SaveStatus {
    if (inFlight.size > 0) return "saving";
    if (failed.size > 0) return "error";
    return everSaved ? "saved" : "idle";
  }
  const report = () => handlers.onStatus(status(), [...failed.keys()], [...failed.values()].at(-1));

  function pump(day: string): void {
    if (!wanted.has(day)) return;
    const value = wanted.get(day) as T;
    wanted.delete(day);
    inFlight.add(day);
    failed.delete(day);
    handlers.send(day, value).then(
      () => {
        inFlight.delete(day);
        everSaved = true;
        pump(day);
        report();
      },
      (error: unknown) => {
        inFlight.delete(day);
        // Keep the newest wanted value: one made meanwhile, else the one that failed.
        if (!wanted.has(day)) wanted.set(day, value);
        failed.set(day, error);
        report();
      },
    );
  }

  return {
    save(day, value) {
      wanted.set(day, value);
      if (!inFlight.has(day)) pump(day);
      report();
    },
    retry() {
      for (const day of [...failed.keys()]) pump(day);
      report();
    },
    status,
    failedDays: () => [...failed.keys()],
  };
}
