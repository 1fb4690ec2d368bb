import { addDays, readableDate } from './calendar';

/** How far back a notice may be dated. */
export const NOTICE_DAYS_BACK = 366;

/** The problem with the date a resident gave notice, or null: not later than today, at most a year back. */
export function noticeDateProblem(noticeDate: string, today: string): string | null {
  if (noticeDate > today) return 'Notice date cannot be later than today.';
  const earliest = addDays(today, -NOTICE_DAYS_BACK);
  if (noticeDate < earliest) return `Notice date must be on or after ${readableDate(earliest)}.`;
  return null;
}

/** The problem with a new move-out date for an extended stay, or null: after today and after the present one. */
export function moveOutDateProblem(moveOutDate: string, present: string, today: string): string | null {
  if (moveOutDate <= today) return 'New move-out date must be after today.';
  if (moveOutDate <= present) return `New move-out date must be after the present one, ${readableDate(present)}.`;
  return null;
}

/** What a deposit may be docked for at checkout, each with a note. */
export const DEDUCTION_KINDS = ['damage', 'cleaning', 'other'] as const;
export type DeductionKind = (typeof DEDUCTION_KINDS)[number];
/** A deduction's kind as the form offers it. */
export const DEDUCTION_KIND_LABELS: Record<DeductionKind, string> = {
  damage: 'Damage',
  cleaning: 'Cleaning',
  other: 'Other',
};
export const DEDUCTIONS_MAX = 10;
export const DEDUCTION_NOTE_MAX = 200;

export const deductionMessages = {
  kind: 'Deduction must be Damage, Cleaning or Other.',
  noteRequired: 'Each deduction needs a note.',
  noteTooLong: `A deduction's note can be at most ${DEDUCTION_NOTE_MAX} characters.`,
  tooMany: `At most ${DEDUCTIONS_MAX} deductions.`,
} as const;
