import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock';
import { SmsProvider } from './sms-provider';

export interface OutboxMessage {
  to: string;
  text: string;
  sent_at: string;
}

const OUTBOX_SIZE = 100;

/** Writes each message to the server log and keeps the latest ones for GET /api/dev/outbox. */
@Injectable()
export class ConsoleSmsProvider extends SmsProvider {
  private readonly logger = new Logger('Sms');
  private readonly messages: OutboxMessage[] = [];

  constructor(private readonly clock: Clock) {
    super();
  }

  async send(to: string, text: string): Promise<void> {
    this.messages.unshift({ to, text, sent_at: this.clock.now().toISOString() });
    this.messages.length = Math.min(this.messages.length, OUTBOX_SIZE);
    this.logger.log(`[sms] to=${to} ${text}`);
  }

  /** Newest first. */
  outbox(): OutboxMessage[] {
    return [...this.messages];
  }
}
