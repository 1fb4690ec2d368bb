import { addDays, isIsoDate } from './calendar';
import { atMostCharacters, ITEM_DELETED, SELECT_A_STUDENT } from './problems';

/**
 * Notifications (the spec's /admin/notification): a title and a description sent to residents by SMS, now or at a
 * time; kept as a draft ("Add to List") until then. The spec's words, and our bounds, on both sides.
 */
export const NOTIFICATION_STATES = ['draft', 'scheduled', 'sent', 'cancelled'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];
export const NOTIFICATION_STATE_LABELS: Record<NotificationState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

export const DELIVERY_STATES = ['queued', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

/** A title fits an SMS's first line. */
export const NOTIFICATION_TITLE_MAX = 100;
/** The text of the message: three SMS parts at most with the title. */
export const NOTIFICATION_DESCRIPTION_MAX = 300;
/** Residents one notification goes to at most (a large hostel at once). */
export const NOTIFICATION_RECIPIENTS_MAX = 1000;
/** How far ahead a notification may be scheduled. */
export const NOTIFICATION_SCHEDULE_DAYS_MAX = 90;
/** The time a scheduled notification goes at unless another is chosen (India's time). */
export const NOTIFICATION_DEFAULT_TIME = '09:00';

export const notificationMessages = {
  required: 'Required!',
  selectStudent: SELECT_A_STUDENT,
  sent: 'Successfully sent.',
  addedToList: 'Successfully added to the list.',
  scheduled: 'Successfully scheduled.',
  cancelled: 'The scheduled notification was cancelled.',
  deleted: ITEM_DELETED,
  retried: 'The failed messages are being sent again.',
  titleTooLong: atMostCharacters('Title', NOTIFICATION_TITLE_MAX),
  descriptionTooLong: atMostCharacters('Description', NOTIFICATION_DESCRIPTION_MAX),
  tooManyRecipients: `A notification goes to at most ${NOTIFICATION_RECIPIENTS_MAX} residents.`,
  dateInvalid: 'Please choose a date from today onwards.',
  dateTooFar: `A notification can be scheduled at most ${NOTIFICATION_SCHEDULE_DAYS_MAX} days ahead.`,
  timeInvalid: 'Please choose a time (HH:MM).',
  timePast: 'Please choose a time later than now.',
} as const;

/** What is wrong with a title, or null. */
export function notificationTitleProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return notificationMessages.required;
  return value.trim().length > NOTIFICATION_TITLE_MAX ? notificationMessages.titleTooLong : null;
}

/** What is wrong with a description, or null. */
export function notificationDescriptionProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return notificationMessages.required;
  return value.trim().length > NOTIFICATION_DESCRIPTION_MAX ? notificationMessages.descriptionTooLong : null;
}

/** A time of day written HH:MM (24 hours). */
export const isTimeOfDay = (value: unknown): value is string =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** The instant a date and time in India name: 2026-11-27 and 09:00 → 2026-11-27T03:30:00Z. */
export const instantInIndia = (date: string, time: string) => new Date(`${date}T${time}:00.000+05:30`);

/** What is wrong with a send date, given India's today, or null: today up to 90 days ahead. */
export function sendDateProblem(value: unknown, today: string): string | null {
  if (!isIsoDate(value) || value < today) return notificationMessages.dateInvalid;
  return value > addDays(today, NOTIFICATION_SCHEDULE_DAYS_MAX) ? notificationMessages.dateTooFar : null;
}

/** The message a resident receives: the title, then the description. */
export const notificationSmsText = (title: string, description: string) => `${title}: ${description}`;
