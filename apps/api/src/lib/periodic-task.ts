/**
 * Background work that runs at start, then again `intervalMs` after each run ends: never two
 * runs at once, never keeping the process alive. The mail worker, the reminder scheduler and
 * the payment reconciler are built on it; what they do is theirs, when they do it is this.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly stopping = new AbortController();

  constructor(
    private readonly options: {
      /** One run; `stopping` aborts when the app closes, so a long run can end early. */
      run: (stopping: AbortSignal) => Promise<void>;
      intervalMs: number;
      /** A run that throws is reported here; the next run comes all the same. */
      onError: (error: unknown) => void;
    },
  ) {}

  start(): void {
    const tick = () => {
      if (this.stopping.signal.aborted) return;
      this.timer = setTimeout(() => {
        void this.kick().finally(tick);
      }, this.options.intervalMs);
      this.timer.unref();
    };
    void this.kick().finally(tick);
  }

  /** Runs now; a call while a run is under way shares that run. */
  kick(): Promise<void> {
    if (this.stopping.signal.aborted) return Promise.resolve();
    this.running ??= this.options
      .run(this.stopping.signal)
      .catch(this.options.onError)
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /**
   * No new runs, and the run under way is told to end; resolves once it has. The app closes
   * its database only after this (server.ts), so no run is cut off in the middle.
   */
  async stop(): Promise<void> {
    this.stopping.abort();
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
