import { FakeClock } from '../../test/support/fake-clock';
import { AttemptLimiter } from './attempt-limiter';
import { TooManyRequestsError } from './errors';

function refusal(run: () => void): TooManyRequestsError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error as TooManyRequestsError;
  }
}

describe('AttemptLimiter', () => {
  it('allows the limit in a window, then refuses with the wait until the oldest attempt leaves it', () => {
    const clock = new FakeClock();
    const limiter = new AttemptLimiter(clock);
    const hit = () => limiter.hit('code:203.0.113.7', 3, 3600, 'Too many');
    hit();
    clock.advanceSeconds(600);
    hit();
    hit();
    const refused = refusal(hit);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect(refused?.getResponse()).toMatchObject({ statusCode: 429, error: 'TOO_MANY_REQUESTS', message: 'Too many' });
    expect(refused?.retryAfterSeconds).toBe(3000);

    clock.advanceSeconds(3000);
    expect(refusal(hit)).toBeUndefined();
    expect(refusal(hit)?.retryAfterSeconds).toBe(600);
  });

  it('counts each key on its own, and a limit of 0 never refuses', () => {
    const limiter = new AttemptLimiter(new FakeClock());
    limiter.hit('code:a', 1, 60, 'x');
    expect(refusal(() => limiter.hit('code:a', 1, 60, 'x'))).toBeDefined();
    expect(refusal(() => limiter.hit('code:b', 1, 60, 'x'))).toBeUndefined();
    for (let i = 0; i < 100; i++) limiter.hit('code:a', 0, 60, 'x');
  });
});
