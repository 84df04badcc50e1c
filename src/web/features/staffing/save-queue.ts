/**
 * Saves of absolute values, one chain per key (a staffing slot), so rapid changes end right:
 * - at most one request per key is in flight; changes made meanwhile are coalesced into the next one,
 *   which carries the latest value (intermediate values are skipped, never sent out of order);
 * - a response never decides what is shown: the caller shows the requested value at once;
 * - on failure the caller rolls the key back to the last value the server acknowledged.
 */
export type SaveQueueHandlers<T> = {
  send: (target: T, value: number) => Promise<unknown>;
  /** The latest requested value of `key` is saved and nothing more is pending for it. */
  onSaved: (key: string, target: T, value: number) => void;
  /** A save failed; `rollbackTo` is the last value the server acknowledged for `key`. */
  onFailed: (key: string, target: T, rollbackTo: number, error: unknown) => void;
};

export type SaveQueue<T> = {
  /** Asks for `value` under `key`; `saved` is the key's saved value, read only when nothing is pending for it. */
  save: (key: string, target: T, value: number, saved: number) => void;
  /** Nothing pending for any key. */
  isIdle: () => boolean;
};

type KeyState<T> = { target: T; saved: number; wanted: number };

export function createSaveQueue<T>(handlers: SaveQueueHandlers<T>): SaveQueue<T> {
  const states = new Map<string, KeyState<T>>();

  function pump(key: string, state: KeyState<T>): void {
    const value = state.wanted;
    handlers.send(state.target, value).then(
      () => {
        state.saved = value;
        if (state.wanted !== value) return pump(key, state);
        states.delete(key);
        handlers.onSaved(key, state.target, value);
      },
      (error: unknown) => {
        states.delete(key);
        handlers.onFailed(key, state.target, state.saved, error);
      },
    );
  }

  return {
    save(key, target, value, saved) {
      const state = states.get(key);
      if (state) {
        state.wanted = value;
        return;
      }
      const fresh: KeyState<T> = { target, saved, wanted: value };
      states.set(key, fresh);
      pump(key, fresh);
    },
    isIdle: () => states.size === 0,
  };
}
