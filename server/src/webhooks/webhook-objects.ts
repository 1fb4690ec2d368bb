import { Injectable } from '@nestjs/common';
import { jobCaller } from '../common/caller';
import type { OutboxEvent } from '../events/domain-events';
import { RequestsService } from '../requests/requests.service';
import { MoneyObjects } from './money-objects';
import { day, id, iso, num, type PublicObject, PublicRows } from './public-rows';

/**
 * The object a delivery carries, read when its event is fanned out: the GraphQL type the API answers for the thing
 * (Student, Payment, ExtraCharge, RentPeriod, RentChange, Checkout, Request, NotificationRecipient, Visitor) with its
 * field names and values, related objects as `{ id, … }` as a query selecting their ids would answer. Never the
 * outbox's internal `data` or the log's words: integrators build on these names, the schema keeps them.
 * Reads other owners' rows by SQL (read only, like requests/ and meals/ do), or through their services.
 */
@Injectable()
export class WebhookObjects {
  constructor(
    private readonly rows: PublicRows,
    private readonly money: MoneyObjects,
    private readonly requests: RequestsService,
  ) {}

  /**
   * The body's `data` for an event: `{ object }`, and beside it what the object's type does not carry (the resident of
   * a RentPeriod, the status a request had); null when the thing is not there any more (nothing to send).
   */
  async dataOf(event: OutboxEvent): Promise<Record<string, unknown> | null> {
    const object = await this.of(event);
    if (!object) return null;
    if (event.kind === 'rent.period_billed')
      return { object, student: await this.rows.studentRef(event.data.studentId) };
    if (event.kind === 'request.status_changed') return { object, previousStatus: event.data.from };
    if (event.kind === 'notification.delivered' || event.kind === 'notification.delivery_failed') {
      const row = await this.rows.one('SELECT id, title FROM notifications WHERE id = :id', {
        id: event.data.notificationId,
      });
      return { object, notification: row && { id: id(row.id), title: row.title } };
    }
    return { object };
  }

  /** The event's object, or null when the thing is not there any more. */
  async of(event: OutboxEvent): Promise<PublicObject | null> {
    switch (event.kind) {
      case 'student.checked_in':
      case 'student.moved':
      case 'student.assigned':
      case 'student.removed_from_bed':
      case 'student.archived':
        return this.student(event.data.studentId);
      case 'payment.recorded':
      case 'payment.verified':
        return this.money.payment(event.data.paymentId, event.hostelId);
      case 'charge.added':
        return this.money.extraCharge(event.data.chargeId);
      case 'rent.period_billed':
        return this.money.rentPeriod(event.data.chargeId);
      case 'rent.changed':
        return this.money.rentChange(event.data.rentChangeId);
      case 'checkout.notice':
      case 'checkout.refunded':
        return this.money.checkout(event.data.checkoutId);
      case 'request.raised':
      case 'request.status_changed':
        return this.request(event.data.requestId, event.hostelId);
      case 'notification.delivered':
      case 'notification.delivery_failed':
        return this.recipient(event.data.recipientId);
      case 'visitor.signed_in':
      case 'visitor.signed_out':
        return this.visitor(event.data.visitorId);
      default:
        return null;
    }
  }

  /** Student, with their bed and room (null without a bed). */
  private async student(studentId: number): Promise<PublicObject | null> {
    const row = await this.rows.one(
      `SELECT s.id, s.name, s.email, s.phone, CAST(s.move_in_date AS varchar(10)) AS move_in_date, s.archived_at,
         b.id AS bed_id, b.bed_number, r.id AS room_id, r.room_number
       FROM students s LEFT JOIN beds b ON b.current_student_id = s.id LEFT JOIN rooms r ON r.id = b.room_id
       WHERE s.id = :studentId`,
      { studentId },
    );
    if (!row) return null;
    return {
      __typename: 'Student',
      id: id(row.id),
      name: row.name,
      email: row.email,
      phone: row.phone,
      moveInDate: day(row.move_in_date),
      roomNumber: num(row.room_number),
      archived: row.archived_at !== null,
      bed: row.bed_id === null ? null : { id: id(row.bed_id), bedNumber: num(row.bed_number) },
      room: row.room_id === null ? null : { id: id(row.room_id), roomNumber: num(row.room_number) },
    };
  }

  private async request(requestId: number, hostelId: number): Promise<PublicObject | null> {
    const caller = jobCaller('webhooks', hostelId, ['requests.read']);
    const view = await this.requests.get(caller, requestId).catch(() => null);
    if (!view) return null;
    return {
      __typename: 'Request',
      id: id(view.id),
      type: view.type,
      text: view.text,
      studentId: id(view.studentId),
      studentName: view.studentName,
      roomNumber: view.roomNumber,
      status: view.status,
      raisedAt: iso(view.raisedAt),
      dueAt: iso(view.dueAt),
      minutesLeft: view.minutesLeft,
    };
  }

  /** NotificationRecipient (its notification goes beside it, `data.notification`: the type has no field for it). */
  private async recipient(recipientId: number): Promise<PublicObject | null> {
    const row = await this.rows.one(
      `SELECT r.id, r.student_id, r.student_name, r.phone, r.state, r.attempts, r.failure_reason, r.sent_at
       FROM notification_recipients r WHERE r.id = :recipientId`,
      { recipientId },
    );
    if (!row) return null;
    return {
      __typename: 'NotificationRecipient',
      id: id(row.id),
      studentId: id(row.student_id),
      studentName: row.student_name,
      phone: row.phone,
      state: row.state,
      attempts: Number(row.attempts),
      failureReason: row.failure_reason,
      sentAt: iso(row.sent_at),
    };
  }

  private async visitor(visitorId: number): Promise<PublicObject | null> {
    const row = await this.rows.one(
      `SELECT v.id, v.name, v.phone, v.purpose, v.id_type, v.in_at, v.out_at, v.signed_in_by, v.signed_out_by,
         s.id AS student_id, s.name AS student_name
       FROM visitors v JOIN students s ON s.id = v.student_id WHERE v.id = :visitorId`,
      { visitorId },
    );
    if (!row) return null;
    return {
      __typename: 'Visitor',
      id: id(row.id),
      name: row.name,
      phone: row.phone,
      purpose: row.purpose,
      idType: row.id_type,
      inAt: iso(row.in_at),
      outAt: iso(row.out_at),
      inside: row.out_at === null,
      signedInBy: (await this.rows.nameOf(row.signed_in_by)) ?? 'Hostel staff',
      signedOutBy: row.signed_out_by === null ? null : ((await this.rows.nameOf(row.signed_out_by)) ?? 'Hostel staff'),
      resident: { id: id(row.student_id), name: row.student_name },
    };
  }
}
