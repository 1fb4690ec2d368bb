import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notificationSmsText } from '@hostel-admin/rules';
import { jobCaller } from '../common/caller';
import { Clock } from '../common/clock';
import { Transactions } from '../common/transactions';
import type { OutboxEventOf } from '../events/domain-events';
import { Events } from '../events/events.service';
import { JobKinds } from '../jobs/job-kinds';
import type { ClaimedJob } from '../jobs/job-queue';
import { JobQueue } from '../jobs/job-queue';
import { SmsProvider } from '../sms/sms-provider';
import { NotificationRecipient } from './notification-recipient.entity';
import { Notification } from './notification.entity';
import { NotificationsBook, SEND_SCHEDULED_JOB } from './notifications-book.service';

/** One recipient's SMS of one round: retried by the queue with its back-off, failed after its last attempt. */
export const SMS_JOB = 'notification-sms';
/** The consumer of a round's start (`notification.sent`, `notification.retried`): one SMS job per queued recipient. */
export const ROUND_JOB = 'notification-round';

type RoundEvent = OutboxEventOf<'notification.sent'> | OutboxEventOf<'notification.retried'>;
interface SmsPayload {
  recipientId: number;
  round: number;
}

/**
 * Delivery through the one job queue: `notification-send` sends a scheduled notification at its time (once, by its
 * state under its lock), `notification-round` turns a round's event into one `notification-sms` job per queued
 * recipient (keyed by recipient and round), and `notification-sms` hands the message to the SmsProvider and keeps
 * the recipient's state: sent, or on each failure the attempts and reason, `failed` after the last attempt with a
 * `notification.delivery_failed` event (the bell's alert).
 */
@Injectable()
export class NotificationDelivery implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly kinds: JobKinds,
    private readonly queue: JobQueue,
    private readonly book: NotificationsBook,
    private readonly events: Events,
    private readonly sms: SmsProvider,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.kinds.register<{ notificationId: number }>({
      name: SEND_SCHEDULED_JOB,
      run: ({ notificationId }) => this.sendScheduled(notificationId),
    });
    this.kinds.register<RoundEvent>({
      name: ROUND_JOB,
      consumes: ['notification.sent', 'notification.retried'],
      run: (event) => this.startRound(event),
    });
    this.kinds.register<SmsPayload>({ name: SMS_JOB, run: (payload, job) => this.deliver(payload, job) });
  }

  private async sendScheduled(notificationId: number): Promise<void> {
    await this.transactions.run(async (manager) => {
      const row = await manager.findOneBy(Notification, { id: notificationId });
      if (!row) return;
      const caller = jobCaller(SEND_SCHEDULED_JOB, row.hostelId, ['notifications.send']);
      await this.book.sendScheduled(manager, caller, notificationId);
    });
  }

  private async startRound(event: RoundEvent): Promise<void> {
    const { notificationId, round } = event.data;
    await this.transactions.run(async (manager) => {
      const queued = await manager.find(NotificationRecipient, {
        where: { notificationId, state: 'queued' },
        order: { id: 'ASC' },
      });
      for (const recipient of queued)
        await this.queue.enqueue(
          this.kinds.job(SMS_JOB, {
            uniqueKey: `${SMS_JOB}:${recipient.id}:${round}`,
            payload: { recipientId: recipient.id, round } satisfies SmsPayload,
          }),
          manager,
        );
    });
  }

  private async deliver({ recipientId, round }: SmsPayload, job: ClaimedJob): Promise<void> {
    const repository = this.dataSource.getRepository(NotificationRecipient);
    const recipient = await repository.findOneBy({ id: recipientId });
    if (!recipient || recipient.state !== 'queued') return;
    const notification = await this.dataSource.getRepository(Notification).findOneByOrFail({
      id: recipient.notificationId,
    });
    try {
      await this.sms.send(recipient.phone, notificationSmsText(notification.title, notification.description));
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 200) || 'The SMS was refused';
      await this.failed(recipient, notification, round, reason, job.attempts >= job.maxAttempts);
      throw error;
    }
    // Sent, and said so by an event in the same transaction (the webhooks' notification.delivered), once.
    await this.transactions.run(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(NotificationRecipient)
        .set({ state: 'sent', sentAt: this.clock.now(), failureReason: null, attempts: () => 'attempts + 1' })
        .where('id = :id AND state = :queued', { id: recipientId, queued: 'queued' })
        .execute();
      if (!result.affected) return;
      await this.events.emit(manager, {
        kind: 'notification.delivered',
        actor: null,
        subject: {
          type: 'notification',
          id: notification.id,
          hostelId: notification.hostelId,
          label: notification.title,
          detail: recipient.studentName,
        },
        data: { notificationId: notification.id, recipientId, studentId: recipient.studentId, round },
      });
    });
  }

  /** A failed attempt: counted with its reason; the last one fails the recipient and says so by an event. */
  private async failed(
    recipient: NotificationRecipient,
    notification: Notification,
    round: number,
    reason: string,
    last: boolean,
  ): Promise<void> {
    await this.transactions.run(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(NotificationRecipient)
        .set({ failureReason: reason, attempts: () => 'attempts + 1', ...(last ? { state: 'failed' as const } : {}) })
        .where('id = :id AND state = :queued', { id: recipient.id, queued: 'queued' })
        .execute();
      if (!last || !result.affected) return;
      await this.events.emit(manager, {
        kind: 'notification.delivery_failed',
        actor: null,
        subject: {
          type: 'notification',
          id: notification.id,
          hostelId: notification.hostelId,
          label: notification.title,
          detail: `${recipient.studentName}: ${reason}`,
        },
        data: {
          notificationId: notification.id,
          recipientId: recipient.id,
          studentId: recipient.studentId,
          round,
          reason,
        },
      });
    });
  }
}
