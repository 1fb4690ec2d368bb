import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { RentBillingJob } from './rent-billing.job';
import { StayEndsJob } from './stay-ends.job';
import { SubscriptionInvoicesJob } from './subscription-invoices.job';

/** How often the scheduled jobs run: hourly, so a new rent period is billed within an hour of midnight (India). */
const EVERY_MS = 60 * 60 * 1000;

/**
 * The one runner for work on a clock. Each job is idempotent by a unique key in the database (rent: one charge
 * per resident and period), so two server processes running it at once, or a run cut off by a crash and run
 * again, bill each period once. Started by main after the app is up (RUN_JOBS, on outside tests).
 */
@Injectable()
export class JobRunner implements OnModuleDestroy {
  private readonly logger = new Logger('JobRunner');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly stayEnds: StayEndsJob,
    private readonly rent: RentBillingJob,
    private readonly invoices: SubscriptionInvoicesJob,
  ) {}

  /** Runs every job now and then every hour. */
  start(): Promise<void> {
    this.timer = setInterval(() => void this.tick(), EVERY_MS);
    this.timer.unref();
    return this.tick();
  }

  private tick(): Promise<void> {
    if (this.running) return this.running;
    const job = (name: string, run: () => Promise<unknown>) =>
      run().catch((error: unknown) => this.logger.error(`${name} failed: ${String(error)}`));
    // Stays that end today end first, so rent is never billed past a move-out date.
    this.running = job('Stay ends', () => this.stayEnds.run())
      .then(() => job('Rent billing', () => this.rent.run()))
      .then(() => job('Subscription invoices', () => this.invoices.run()))
      .then(() => undefined)
      .finally(() => (this.running = null));
    return this.running;
  }

  async onModuleDestroy() {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
