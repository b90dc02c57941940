/**
 * A background loop: runs `work` every `intervalMs`, or sooner when kicked; never two at once;
 * errors are logged and the loop goes on. Stopped with the app.
 */
export class JobLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  /** kicks before start() do nothing: an app with its jobs turned off (tests) runs them by hand */
  private started = false;
  private again = false;
  private lastStartMs = 0;
  private dueAtMs = 0;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly work: () => Promise<unknown>,
    private readonly log: (msg: string, err: unknown) => void,
    /** kicks never start runs closer together than this: under load each run then takes a
     *  larger batch instead of many tiny ones (each run has a fixed cost) */
    private readonly minGapMs = 0,
  ) {}

  private soonDelay(): number {
    return Math.max(5, this.lastStartMs + this.minGapMs - Date.now());
  }

  start(): void {
    this.started = true;
    this.schedule(this.intervalMs);
  }

  /** Run soon (coalesces many kicks into one run). */
  kick(): void {
    if (this.stopped || !this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const delay = this.soonDelay();
    if (this.timer && this.dueAtMs <= Date.now() + delay) return; // already due soon enough
    this.schedule(delay);
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.dueAtMs = Date.now() + delayMs;
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick() {
    this.timer = null;
    this.lastStartMs = Date.now();
    this.running = (async () => {
      try {
        await this.work();
      } catch (err) {
        this.log(`job ${this.name} failed`, err);
      }
    })();
    await this.running;
    this.running = null;
    const soon = this.again;
    this.again = false;
    this.schedule(soon ? this.soonDelay() : this.intervalMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
