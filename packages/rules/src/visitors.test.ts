import { describe, expect, it } from 'vitest';
import {
  VISITOR_ID_TYPE_LABELS,
  VISITOR_ID_TYPES,
  visitorIdTypeProblem,
  visitorMessages,
  visitorNameProblem,
  visitorPhoneProblem,
  visitorPurposeProblem,
} from './visitors';

describe('the visitor rules', () => {
  it('wants a name and a purpose, within their bounds', () => {
    expect(visitorNameProblem('  Ramesh Kumar ')).toBeNull();
    expect(visitorNameProblem('   ')).toBe(visitorMessages.nameRequired);
    expect(visitorNameProblem(undefined)).toBe(visitorMessages.nameRequired);
    expect(visitorNameProblem('x'.repeat(121))).toBe('Visitor name can be at most 120 characters.');
    expect(visitorPurposeProblem('Father')).toBeNull();
    expect(visitorPurposeProblem('')).toBe(visitorMessages.purposeRequired);
    expect(visitorPurposeProblem('y'.repeat(121))).toBe('Relation or purpose can be at most 120 characters.');
  });

  it('checks the phone under the one phone rule', () => {
    expect(visitorPhoneProblem('98765 43210')).toBeNull();
    expect(visitorPhoneProblem('')).toBe('Phone is required');
    expect(visitorPhoneProblem('12345')).toMatch(/^Phone must be a valid Indian mobile number/);
  });

  it('takes no ID type, or one of the list, each with a label', () => {
    expect(visitorIdTypeProblem(null)).toBeNull();
    expect(visitorIdTypeProblem('')).toBeNull();
    for (const type of VISITOR_ID_TYPES) {
      expect(visitorIdTypeProblem(type)).toBeNull();
      expect(VISITOR_ID_TYPE_LABELS[type]).toBeTruthy();
    }
    expect(visitorIdTypeProblem('ration_card')).toBe(
      'ID type must be one of Aadhaar, PAN, Driving licence, Passport, Voter ID, Other.',
    );
  });
});
