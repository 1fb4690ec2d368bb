import { backoffMs, DEFAULT_BACKOFF, JobKinds } from './job-kinds';
import { slotKey, slotOf } from './recurring-jobs';

describe('job kinds', () => {
  it('backs off exponentially from the base, capped', () => {
    const kind = { backoff: { baseMs: 1000, maxMs: 10_000 } };
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffMs(kind, attempt))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    expect(backoffMs({}, 1)).toBe(DEFAULT_BACKOFF.baseMs);
    expect(backoffMs({}, 30)).toBe(DEFAULT_BACKOFF.maxMs);
  });

  it('names one run slot per hour or day, in UTC', () => {
    const at = new Date('2026-11-26T09:59:59.999Z');
    expect(slotKey('rent-billing', slotOf('hour', at))).toBe('rent-billing:2026-11-26T09');
    expect(slotOf('hour', new Date('2026-11-26T10:00:00.000Z'))).toBe('2026-11-26T10');
    expect(slotKey('jobs-prune', slotOf('day', at))).toBe('jobs-prune:2026-11-26');
  });

  it('registers a kind once, finds consumers by event kind, and fills in attempts', () => {
    const kinds = new JobKinds();
    const run = () => Promise.resolve();
    kinds.register({ name: 'notify', consumes: ['payment.recorded'], maxAttempts: 8, run });
    kinds.register({ name: 'hourly', every: 'hour', run });
    expect(() => kinds.register({ name: 'notify', run })).toThrow('registered twice');
    expect(() => kinds.register({ name: 'orphan', after: 'hourly', run })).toThrow('only a recurring kind');
    expect(kinds.consumersOf('payment.recorded').map((k) => k.name)).toEqual(['notify']);
    expect(kinds.consumersOf('payment.verified')).toEqual([]);
    expect(kinds.recurring().map((k) => k.name)).toEqual(['hourly']);
    expect(kinds.job('notify', { uniqueKey: 'k' })).toEqual({ kind: 'notify', uniqueKey: 'k', maxAttempts: 8 });
    expect(kinds.job('hourly').maxAttempts).toBe(5);
  });
});
