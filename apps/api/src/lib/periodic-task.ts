/**
 * Background work that runs at start, then again `intervalMs` after each run ends: never two
 * runs at once, never keeping the process alive. The mail worker and the payment reconciler
 * are built on it; what they do is theirs, when they do it is this.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly options: {
      run: () => Promise<void>;
      intervalMs: number;
      /** A run that throws is reported here; the next run comes all the same. */
      onError: (error: unknown) => void;
    },
  ) {}

  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.timer = setTimeout(() => {
        void this.kick().finally(tick);
      }, this.options.intervalMs);
      this.timer.unref();
    };
    void this.kick().finally(tick);
  }

  /** Runs now; a call while a run is under way shares that run. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.options
      .run()
      .catch(this.options.onError)
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** No new runs; resolves once the run under way has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
