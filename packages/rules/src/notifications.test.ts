import { describe, expect, it } from 'vitest';
import {
  instantInIndia,
  isTimeOfDay,
  notificationDescriptionProblem,
  notificationMessages,
  notificationTitleProblem,
  sendDateProblem,
} from './notifications';

describe('notification rules', () => {
  it('requires a title and a description, each within its bound', () => {
    expect(notificationTitleProblem('  ')).toBe(notificationMessages.required);
    expect(notificationTitleProblem('x'.repeat(100))).toBeNull();
    expect(notificationTitleProblem('x'.repeat(101))).toBe('Title can be at most 100 characters.');
    expect(notificationDescriptionProblem(undefined)).toBe(notificationMessages.required);
    expect(notificationDescriptionProblem('x'.repeat(301))).toBe('Description can be at most 300 characters.');
  });

  it('takes a send date from today up to 90 days ahead, and a time HH:MM', () => {
    expect(sendDateProblem('2026-11-26', '2026-11-26')).toBeNull();
    expect(sendDateProblem('2026-11-25', '2026-11-26')).toBe(notificationMessages.dateInvalid);
    expect(sendDateProblem('2027-02-24', '2026-11-26')).toBeNull();
    expect(sendDateProblem('2027-02-25', '2026-11-26')).toBe(notificationMessages.dateTooFar);
    expect(sendDateProblem('2026-02-30', '2026-01-01')).toBe(notificationMessages.dateInvalid);
    expect([isTimeOfDay('09:00'), isTimeOfDay('23:59'), isTimeOfDay('24:00'), isTimeOfDay('9:00')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('reads a date and time in India as the instant they name', () => {
    expect(instantInIndia('2026-11-27', '09:00').toISOString()).toBe('2026-11-27T03:30:00.000Z');
  });
});
