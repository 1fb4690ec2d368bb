import { atMostCharacters } from './problems';

/**
 * A resident's request (the spec's Requests): its type, its text and its status, with the hostel's target time per
 * type (ours: the spec shows fixed counts only). Both sides say the same words.
 */
export const REQUEST_TYPES = ['service', 'bed_room', 'food', 'others'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
/** The cards' names (the spec's Service, Room/Bed change, Food change, Others). */
export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  service: 'Service',
  bed_room: 'Room/Bed change',
  food: 'Food change',
  others: 'Others',
};

export const REQUEST_STATUSES = ['pending', 'working', 'complete'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pending',
  working: 'Working',
  complete: 'Complete',
};

/** The URL's word for a type: hyphens where the type has underscores (`bed_room` → `bed-room`). */
export const requestTypeSlug = (type: RequestType): string => type.replace(/_/g, '-');
/** The type a URL names (`/admin/request/bed-room`: hyphens become underscores), or null. */
export function requestTypeOfSlug(slug: string | undefined): RequestType | null {
  const type = (slug ?? '').replace(/-/g, '_');
  return (REQUEST_TYPES as readonly string[]).includes(type) ? (type as RequestType) : null;
}

/** Longest request text: a paragraph, as a resident says it (the column holds it). */
export const REQUEST_TEXT_MAX = 500;
/** Longest note on a status change. */
export const REQUEST_NOTE_MAX = 200;

/** Hours a request of each type may stay open before it is overdue, unless the hostel sets its own. */
export const DEFAULT_REQUEST_TARGET_HOURS: Record<RequestType, number> = {
  service: 24,
  food: 48,
  bed_room: 72,
  others: 72,
};
/** A target is 1 hour to 30 days. */
export const REQUEST_TARGET_HOURS_MIN = 1;
export const REQUEST_TARGET_HOURS_MAX = 720;

export const requestMessages = {
  typeRequired: 'Please choose the type of request.',
  studentRequired: 'Please choose the resident.',
  textRequired: 'Please describe the request.',
  textTooLong: atMostCharacters('Request', REQUEST_TEXT_MAX),
  noteTooLong: atMostCharacters('Note', REQUEST_NOTE_MAX),
  targetHours: `A target must be a whole number of hours from ${REQUEST_TARGET_HOURS_MIN} to ${REQUEST_TARGET_HOURS_MAX}.`,
  statusQuestion: (status: RequestStatus) =>
    `Are you sure you want to change the status to ${REQUEST_STATUS_LABELS[status]}?`,
} as const;

/** What is wrong with a request's text, or null. */
export function requestTextProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return requestMessages.textRequired;
  if (value.trim().length > REQUEST_TEXT_MAX) return requestMessages.textTooLong;
  return null;
}

/**
 * An open request's time left in words, from the minutes left (negative: overdue): "5 h left", "Overdue by 1 d 3 h".
 */
export function requestTimeLeft(minutesLeft: number): string {
  const total = Math.abs(minutesLeft);
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  const parts = days ? [`${days} d`, hours ? `${hours} h` : ''] : hours ? [`${hours} h`] : [`${minutes} min`];
  const span = parts.filter(Boolean).join(' ');
  return minutesLeft < 0 ? `Overdue by ${span}` : `${span} left`;
}
