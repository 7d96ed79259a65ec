import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './pg-errors.ts';

/** How often the database is asked whether it is back, during an outage. */
const PROBE_MS = 500;

/**
 * Whether the database answers, as this instance last found it. The first error that says it
 * does not starts an outage, logged once; the database is then asked twice a second until it
 * answers, and the end is logged once. In between, requests that fail for the same reason are
 * answered 503 without a line each (plugins/errors.ts), and background rounds say nothing:
 * a five-second restart under load is two lines, not thousands of stack traces.
 */
export class DatabaseOutage {
  private since: number | undefined;
  private probe: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly options: {
      ping: () => Promise<boolean>;
      log: FastifyBaseLogger;
      probeMs?: number;
    },
  ) {}

  get down(): boolean {
    return this.since !== undefined;
  }

  /**
   * True when `error` says the database is unavailable (the outage is then noted, and logged if
   * it starts here); false for any other error, which the caller reports as it would.
   */
  noticed(error: unknown): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    if (this.since === undefined) {
      this.since = Date.now();
      this.options.log.error(
        { err: error },
        'database unavailable: answering 503 until it is back',
      );
      this.askLater();
    }
    return true;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.probe);
  }

  private askLater(): void {
    if (this.stopped) return;
    this.probe = setTimeout(() => void this.ask(), this.options.probeMs ?? PROBE_MS);
    this.probe.unref();
  }

  private async ask(): Promise<void> {
    if (!(await this.options.ping())) return this.askLater();
    const since = this.since ?? Date.now();
    this.since = undefined;
    this.options.log.warn({ downMs: Date.now() - since }, 'database available again');
  }
}
