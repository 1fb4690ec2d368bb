import { Injectable } from '@nestjs/common';
import { instantInIndia, NOTIFICATION_DEFAULT_TIME, sendDateProblem } from '@hostel-admin/rules';
import type { RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { InputError } from '../../common/errors';
import { Transactions } from '../../common/transactions';
import { IdempotencyKeys } from '../../idempotency/idempotency-keys.service';
import { NotificationsBook } from '../../notifications/notifications-book.service';
import type {
  NotificationDraftInput,
  ScheduleNotificationInput,
  SendDraftInput,
  SendNotificationInput,
} from './dto/notification-submit.input';

const text = (input: NotificationDraftInput) => ({ title: input.title.trim(), description: input.description.trim() });
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/**
 * The compose form's submits, each once per form key (`idempotency/`: the key's lock, then the notification's):
 * Add to List, Send, send a draft, Schedule. Answers the notification's id; a repeated submit answers the first.
 */
@Injectable()
export class NotificationSubmits {
  constructor(
    private readonly transactions: Transactions,
    private readonly submits: IdempotencyKeys,
    private readonly book: NotificationsBook,
    private readonly clock: Clock,
  ) {}

  addDraft(caller: RequestCaller, input: NotificationDraftInput): Promise<number> {
    return this.transactions.run((manager) =>
      this.submits.once(
        manager,
        caller,
        { operation: 'addNotificationDraft', key: input.idempotencyKey, request: text(input) },
        () => this.book.addDraft(manager, caller, text(input)),
      ),
    );
  }

  send(caller: RequestCaller, input: SendNotificationInput): Promise<number> {
    const request = { ...text(input), studentIds: sorted(input.studentIds) };
    return this.transactions.run((manager) =>
      this.submits.once(manager, caller, { operation: 'sendNotification', key: input.idempotencyKey, request }, () =>
        this.book.sendNow(manager, caller, request.studentIds, text(input)),
      ),
    );
  }

  sendDraft(caller: RequestCaller, input: SendDraftInput): Promise<number> {
    const request = { draftId: input.id, studentIds: sorted(input.studentIds) };
    return this.transactions.run((manager) =>
      this.submits.once(manager, caller, { operation: 'sendNotification', key: input.idempotencyKey, request }, () =>
        this.book.sendNow(manager, caller, request.studentIds, { draftId: input.id }),
      ),
    );
  }

  schedule(caller: RequestCaller, input: ScheduleNotificationInput): Promise<number> {
    const problem = sendDateProblem(input.sendOn, todayIn(this.clock));
    if (problem) throw InputError.field('sendOn', problem);
    const sendAt = instantInIndia(input.sendOn, input.sendTime ?? NOTIFICATION_DEFAULT_TIME);
    const request = { ...text(input), studentIds: sorted(input.studentIds), sendAt: sendAt.toISOString() };
    return this.transactions.run((manager) =>
      this.submits.once(
        manager,
        caller,
        { operation: 'scheduleNotification', key: input.idempotencyKey, request },
        () => this.book.schedule(manager, caller, request.studentIds, text(input), sendAt),
      ),
    );
  }
}
