/**
 * A background loop: runs `work` every `intervalMs`, or sooner when kicked; never two at once;
 * errors are logged and the loop goes on. Stopped with the app.
 */
export class JobLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private again = false;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly work: () => Promise<unknown>,
    private readonly log: (msg: string, err: unknown) => void,
  ) {}

  start(): void {
    this.schedule(this.intervalMs);
  }

  /** Run soon (coalesces many kicks into one run). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(5);
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick() {
    this.timer = null;
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
    this.schedule(soon ? 5 : this.intervalMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
