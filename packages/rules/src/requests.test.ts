import { describe, expect, it } from 'vitest';
import { requestTextProblem, requestTimeLeft, requestTypeOfSlug, requestTypeSlug, REQUEST_TEXT_MAX } from './requests';

describe('requests', () => {
  it('maps URL words to types: hyphens become underscores, anything else is no type', () => {
    expect(requestTypeOfSlug('bed-room')).toBe('bed_room');
    expect(requestTypeOfSlug('service')).toBe('service');
    expect(requestTypeOfSlug('laundry')).toBeNull();
    expect(requestTypeOfSlug(undefined)).toBeNull();
    expect(requestTypeSlug('bed_room')).toBe('bed-room');
  });

  it('words the time left and how long overdue', () => {
    expect(requestTimeLeft(45)).toBe('45 min left');
    expect(requestTimeLeft(5 * 60 + 10)).toBe('5 h left');
    expect(requestTimeLeft(26 * 60)).toBe('1 d 2 h left');
    expect(requestTimeLeft(-3 * 24 * 60)).toBe('Overdue by 3 d');
    expect(requestTimeLeft(-90)).toBe('Overdue by 1 h');
  });

  it('requires a text and bounds it', () => {
    expect(requestTextProblem('  ')).toBe('Please describe the request.');
    expect(requestTextProblem('x'.repeat(REQUEST_TEXT_MAX + 1))).toBe('Request can be at most 500 characters.');
    expect(requestTextProblem('Fan not working')).toBeNull();
  });
});
