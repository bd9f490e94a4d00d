/**
 * At most `size` reads at once; the others wait their turn, first come first served, except that
 * a reply's first read goes before every later read of the replies already under way (its client
 * waits for its first byte; theirs are reading). A read whose signal aborts while it waits (its
 * client went away) leaves the queue at once and never runs.
 */
export class ReadTurns {
  private running = 0;
  private readonly firsts: Array<() => void> = [];
  private readonly queue: Array<() => void> = [];

  constructor(readonly size: number) {}

  /** Reads running now. */
  get reading(): number {
    return this.running;
  }

  /** Reads waiting for their turn. */
  get waiting(): number {
    return this.firsts.length + this.queue.length;
  }

  async run<T>(signal: AbortSignal, read: () => Promise<T>, first = false): Promise<T> {
    await this.take(signal, first ? this.firsts : this.queue);
    try {
      return await read();
    } finally {
      this.give();
    }
  }

  private take(signal: AbortSignal, queue: Array<() => void>): Promise<void> {
    signal.throwIfAborted();
    if (this.running < this.size) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      // The turn is handed over as it is: `running` stays the same.
      const turn = () => {
        signal.removeEventListener('abort', gone);
        resolve();
      };
      const gone = () => {
        queue.splice(queue.indexOf(turn), 1);
        reject(signal.reason);
      };
      queue.push(turn);
      signal.addEventListener('abort', gone, { once: true });
    });
  }

  private give(): void {
    const next = this.firsts.shift() ?? this.queue.shift();
    if (next) next();
    else this.running--;
  }
}
