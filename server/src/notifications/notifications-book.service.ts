import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { notificationMessages } from '@hostel-admin/rules';
import { advisoryLock } from '../common/advisory-lock';
import { mayAccess, type Caller, type RequestCaller } from '../common/caller';
import { Clock } from '../common/clock';
import { ConflictError, InputError, NotFoundError } from '../common/errors';
import { Events } from '../events/events.service';
import { JobKinds } from '../jobs/job-kinds';
import { JobQueue } from '../jobs/job-queue';
import { NotificationRecipient } from './notification-recipient.entity';
import { Notification } from './notification.entity';
import { NotificationResidents } from './notification-residents';

/** The job that sends a scheduled notification at its time: one per notification (`notification-send:<id>`). */
export const SEND_SCHEDULED_JOB = 'notification-send';

export interface NotificationText {
  title: string;
  description: string;
}

/**
 * The only writer of `notifications` and `notification_recipients` outside delivery: drafts, sends now, schedules,
 * cancels and retries, each inside the caller's transaction under the notification's lock, read after it. Every
 * change says so by an event; sending starts delivery through the queue (`notification.sent`'s consumer).
 */
@Injectable()
export class NotificationsBook {
  constructor(
    private readonly clock: Clock,
    private readonly events: Events,
    private readonly residents: NotificationResidents,
    private readonly kinds: JobKinds,
    private readonly queue: JobQueue,
  ) {}

  /** The notification's lock, then the row: another hostel's (or none) is not found. */
  async lock(manager: EntityManager, caller: Caller, id: number): Promise<Notification> {
    await advisoryLock(manager, `notification:${id}`);
    const row = await manager.findOneBy(Notification, { id });
    if (!row || !mayAccess(caller, row.hostelId)) throw new NotFoundError('Notification', 'id');
    return row;
  }

  /** Add to List: a draft, sent or deleted later. */
  async addDraft(
    manager: EntityManager,
    caller: RequestCaller,
    text: NotificationText,
    at = this.clock.now(),
  ): Promise<number> {
    const row = await this.insert(manager, caller, text, 'draft', null, null, at);
    await this.emit(manager, caller, row, { kind: 'notification.drafted', data: { notificationId: row.id } });
    return row.id;
  }

  /** Deletes a draft (only a draft: what was sent or scheduled is history). */
  async deleteDraft(manager: EntityManager, caller: RequestCaller, id: number): Promise<number> {
    await advisoryLock(manager, `notification:${id}`);
    // Deleted already (a second tap, ten at once): the first answer again, read from the log of the caller's hostel.
    if (!(await manager.existsBy(Notification, { id })) && (await this.deletedIn(manager, caller.hostelId, id)))
      return id;
    const row = await this.lock(manager, caller, id);
    if (row.state !== 'draft') throw new ConflictError('Only a draft can be deleted.', 'id');
    await manager.delete(Notification, { id });
    await this.emit(manager, caller, row, { kind: 'notification.draft_deleted', data: { notificationId: id } });
    return id;
  }

  private async deletedIn(manager: EntityManager, hostelId: number, id: number): Promise<boolean> {
    const row = await manager
      .createQueryBuilder()
      .select('a.id', 'id')
      .from('activities', 'a')
      .where("a.hostel_id = :hostelId AND a.action = 'notification.draft_deleted' AND a.subject_id = :id", {
        hostelId,
        id,
      })
      .limit(1)
      .getRawOne();
    return row !== undefined;
  }

  /** Sends now to current residents of the caller's hostel: a new notification, or a draft (`draftId`) as it is. */
  async sendNow(
    manager: EntityManager,
    caller: RequestCaller,
    studentIds: number[],
    what: NotificationText | { draftId: number },
    now = this.clock.now(),
  ): Promise<number> {
    let row: Notification;
    if ('draftId' in what) {
      row = await this.lock(manager, caller, what.draftId);
      if (row.state !== 'draft') throw new ConflictError('This notification was already sent.', 'id');
      await manager.update(Notification, { id: row.id }, { state: 'sent', sentAt: now });
    } else row = await this.insert(manager, caller, what, 'sent', null, now, now);
    const recipients = await this.address(manager, caller, row.id, studentIds);
    const data = { notificationId: row.id, recipients, round: row.round, scheduled: false };
    await this.emit(manager, caller, row, { kind: 'notification.sent', data });
    return row.id;
  }

  /** Schedules a new notification for `sendAt` (in the future); its job sends it then unless it is cancelled. */
  async schedule(
    manager: EntityManager,
    caller: RequestCaller,
    studentIds: number[],
    text: NotificationText,
    sendAt: Date,
  ): Promise<number> {
    if (sendAt.getTime() <= this.clock.now().getTime())
      throw InputError.field('sendTime', notificationMessages.timePast);
    const row = await this.insert(manager, caller, text, 'scheduled', sendAt);
    const recipients = await this.address(manager, caller, row.id, studentIds);
    await this.queue.enqueue(
      this.kinds.job(SEND_SCHEDULED_JOB, {
        uniqueKey: `${SEND_SCHEDULED_JOB}:${row.id}`,
        payload: { notificationId: row.id },
        runAt: sendAt,
      }),
      manager,
    );
    const data = { notificationId: row.id, sendAt: sendAt.toISOString(), recipients };
    await this.emit(manager, caller, row, { kind: 'notification.scheduled', data });
    return row.id;
  }

  /** Cancels a scheduled notification before its time: its job then sends nothing. */
  async cancel(manager: EntityManager, caller: RequestCaller, id: number): Promise<number> {
    const row = await this.lock(manager, caller, id);
    if (row.state !== 'scheduled') throw new ConflictError('Only a scheduled notification can be cancelled.', 'id');
    await manager.update(Notification, { id }, { state: 'cancelled', cancelledAt: this.clock.now() });
    await this.emit(manager, caller, row, { kind: 'notification.cancelled', data: { notificationId: id } });
    return id;
  }

  /** Queues the failed recipients of a sent notification again, in its next round. */
  async retryFailed(manager: EntityManager, caller: RequestCaller, id: number): Promise<number> {
    const row = await this.lock(manager, caller, id);
    const failed = await manager.countBy(NotificationRecipient, { notificationId: id, state: 'failed' });
    if (row.state !== 'sent' || !failed) throw new ConflictError('There are no failed messages to send again.', 'id');
    const round = row.round + 1;
    await manager.update(Notification, { id }, { round });
    await manager.update(NotificationRecipient, { notificationId: id, state: 'failed' }, { state: 'queued' });
    const data = { notificationId: id, recipients: failed, round };
    await this.emit(manager, caller, row, { kind: 'notification.retried', data });
    return id;
  }

  /** The scheduled send, by its job: once, and only while it is still scheduled (not cancelled). */
  async sendScheduled(manager: EntityManager, caller: Caller, id: number): Promise<boolean> {
    const row = await this.lock(manager, caller, id);
    if (row.state !== 'scheduled') return false;
    await manager.update(Notification, { id }, { state: 'sent', sentAt: this.clock.now() });
    const recipients = await manager.countBy(NotificationRecipient, { notificationId: id });
    const data = { notificationId: id, recipients, round: row.round, scheduled: true };
    await this.emit(manager, caller, row, { kind: 'notification.sent', data });
    return true;
  }

  /**
   * The demo's history: a notification sent days ago, its messages delivered then, but one resident's, failed after
   * the queue's five tries with the gateway's answer (and said so by its event, for the bell).
   */
  async recordDemoDeliveries(
    manager: EntityManager,
    id: number,
    at: Date,
    failed?: { studentId: number; reason: string },
  ): Promise<void> {
    await manager.update(NotificationRecipient, { notificationId: id }, { state: 'sent', sentAt: at, attempts: 1 });
    if (!failed) return;
    const { studentId, reason } = failed;
    await manager.update(
      NotificationRecipient,
      { notificationId: id, studentId },
      { state: 'failed', sentAt: null, attempts: 5, failureReason: reason },
    );
    const row = await manager.findOneByOrFail(Notification, { id });
    const recipient = await manager.findOneByOrFail(NotificationRecipient, { notificationId: id, studentId });
    await this.events.emit(manager, {
      kind: 'notification.delivery_failed',
      actor: null,
      subject: { type: 'notification', id, hostelId: row.hostelId, label: row.title, detail: reason },
      data: { notificationId: id, recipientId: recipient.id, studentId, round: row.round, reason },
    });
  }

  private async insert(
    manager: EntityManager,
    caller: RequestCaller,
    text: NotificationText,
    state: Notification['state'],
    sendAt: Date | null,
    sentAt: Date | null = null,
    createdAt = this.clock.now(),
  ): Promise<Notification> {
    return manager.save(
      manager.create(Notification, {
        hostelId: caller.hostelId,
        title: text.title.trim(),
        description: text.description.trim(),
        state,
        sendAt,
        sentAt,
        createdBy: caller.actorId,
        createdAt,
        cancelledAt: null,
        round: 1,
      }),
    );
  }

  /** One queued recipient per resident, with their name and phone now; answers how many. */
  private async address(manager: EntityManager, caller: RequestCaller, id: number, studentIds: number[]) {
    const residents = await this.residents.current(manager, caller.hostelId, studentIds);
    await manager.insert(
      NotificationRecipient,
      residents.map((r) => ({
        notificationId: id,
        hostelId: caller.hostelId,
        studentId: r.id,
        studentName: r.name,
        phone: r.phone,
        state: 'queued' as const,
        attempts: 0,
        failureReason: null,
        sentAt: null,
      })),
    );
    return residents.length;
  }

  private emit(
    manager: EntityManager,
    caller: Caller,
    row: Notification,
    event: Pick<Parameters<Events['emit']>[1], 'kind' | 'data'>,
  ) {
    return this.events.emit(manager, {
      ...event,
      actor: caller,
      subject: { type: 'notification', id: row.id, hostelId: row.hostelId, label: row.title },
    } as Parameters<Events['emit']>[1]);
  }
}
