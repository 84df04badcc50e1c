const ignore = () => undefined;

/**
 * Reads that concurrent requests share, one per key at a time, so fifty readers of one schedule cost one
 * query instead of fifty.
 *
 * - `next(key, read)` answers a read that starts after the call, so it sees every change committed before
 *   the caller arrived: if one is running, the caller waits for the one after it, which every caller
 *   arriving meanwhile shares. (Joining the running read could miss a commit made just before the caller
 *   came.) A caller waits for at most two reads.
 * - `current(key, read)` joins the running read of the key, if any: for work whose key already says which
 *   state it reads (a schedule's JSON at a given version).
 */
export class SharedReads<T> {
  #running = new Map<string, Promise<T>>();
  #queued = new Map<string, Promise<T>>();

  next(key: string, read: () => Promise<T>): Promise<T> {
    const queued = this.#queued.get(key);
    if (queued) return queued;
    const running = this.#running.get(key);
    if (!running) return this.#start(key, read);
    const after = running.then(ignore, ignore).then(() => {
      this.#queued.delete(key);
      return this.#start(key, read);
    });
    this.#queued.set(key, after);
    return after;
  }

  current(key: string, read: () => Promise<T>): Promise<T> {
    return this.#running.get(key) ?? this.#start(key, read);
  }

  #start(key: string, read: () => Promise<T>): Promise<T> {
    const started = read();
    this.#running.set(key, started);
    const clear = () => {
      if (this.#running.get(key) === started) this.#running.delete(key);
    };
    started.then(clear, clear);
    return started;
  }
}
