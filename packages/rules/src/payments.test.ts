import { describe, expect, it } from 'vitest';
import { noticeDateProblem } from './checkout';
import { compactCode, GSTIN_PATTERN, PAN_PATTERN, planPrice } from './hostel';
import { bedLabel, bedLetters } from './housing';
import { amountProblem, paidOnProblem, referenceProblem, reversalReasonProblem } from './payments';

describe('payments', () => {
  it('takes an amount above zero and at most Rs. 10,00,000, named by its label', () => {
    expect(amountProblem(1)).toBeNull();
    expect(amountProblem(100_000_000)).toBeNull();
    expect(amountProblem(0)).toBe('Amount must be above zero.');
    expect(amountProblem(100_000_001, 'Bill amount')).toBe('Bill amount cannot be more than Rs. 10,00,000.');
  });

  it('needs a UTR or transaction id for UPI and bank transfer, and a real one whenever given', () => {
    expect(referenceProblem('cash', '')).toBeNull();
    expect(referenceProblem('card', null)).toBeNull();
    expect(referenceProblem('upi', '  ')).toBe('Reference is required for UPI and bank transfer.');
    expect(referenceProblem('bank_transfer', undefined)).toBe('Reference is required for UPI and bank transfer.');
    expect(referenceProblem('upi', '412345678901')).toBeNull();
    expect(referenceProblem('cash', 'x!')).toBe(
      'Reference must be 4 to 40 letters or digits (a UTR or transaction id).',
    );
  });

  it('dates a payment from a year back to today', () => {
    expect(paidOnProblem('2026-11-20', '2026-11-20')).toBeNull();
    expect(paidOnProblem('2025-11-19', '2026-11-20')).toBeNull();
    expect(paidOnProblem('2026-11-21', '2026-11-20')).toBe('Paid on cannot be later than today.');
    expect(paidOnProblem('2025-11-18', '2026-11-20')).toBe('Paid on must be on or after 19 Nov 2025.');
  });

  it('needs a reason of 3 to 200 characters to void or reject a payment', () => {
    expect(reversalReasonProblem('  ')).toBe('Reason is required.');
    expect(reversalReasonProblem(42)).toBe('Reason is required.');
    expect(reversalReasonProblem(' ab ')).toBe('Reason must be at least 3 characters.');
    expect(reversalReasonProblem('x'.repeat(201))).toBe('Reason can be at most 200 characters.');
    expect(reversalReasonProblem('Bounced')).toBeNull();
  });
});

describe('checkout, housing and hostel rules', () => {
  it('dates a notice from a year back to today', () => {
    expect(noticeDateProblem('2026-11-20', '2026-11-20')).toBeNull();
    expect(noticeDateProblem('2026-11-21', '2026-11-20')).toBe('Notice date cannot be later than today.');
    expect(noticeDateProblem('2025-11-18', '2026-11-20')).toBe('Notice date must be on or after 19 Nov 2025.');
  });

  it('names a bed by its room and letters', () => {
    expect(bedLetters(3)).toBe('c');
    expect(bedLabel(101, 1)).toBe('101-a');
    expect(bedLabel(101, 26)).toBe('101-z');
    expect(bedLabel(101, 27)).toBe('101-aa');
  });

  it('says a plan price in the spec words, and reads a GSTIN or a PAN as written', () => {
    expect(planPrice(20_000)).toBe('Rs. 200 per month');
    expect(planPrice(null)).toBe('Contact us for a price');
    expect(compactCode(' 29abcde1234f1z5 ')).toBe('29ABCDE1234F1Z5');
    expect(compactCode('')).toBeNull();
    expect(GSTIN_PATTERN.test('29ABCDE1234F1Z5')).toBe(true);
    expect(PAN_PATTERN.test('ABCDE-1234F'.replace('-', ''))).toBe(true);
  });
});
