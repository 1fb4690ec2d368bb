import crypto from 'node:crypto';
import { DataSource } from 'typeorm';
import { TooManyRequestsError, UnauthenticatedError } from '../common/errors';
import { freshAppForEachTest } from '../../test/support/fresh-app';
import { TEST_DATABASES, TestApp } from '../../test/support/test-app';
import { OtpChallenge } from './otp-challenge.entity';
import { OtpService } from './otp.service';

const PHONE = '+919812345678';

describe.each(TEST_DATABASES)('OtpService on %s', (db) => {
  let t: TestApp;
  let otp: OtpService;

  const fresh = freshAppForEachTest(db);

  beforeEach(async () => {
    t = await fresh();
    otp = t.app.get(OtpService);
  });

  const challenges = () =>
    t.app
      .get(DataSource)
      .getRepository(OtpChallenge)
      .find({ order: { id: 'ASC' } });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const rejection = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );

  it('issues six digits and stores only a keyed hash of them', async () => {
    const code = await otp.issue(PHONE);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await challenges();
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(5 * 60_000);
  });

  it('accepts a code once', async () => {
    const code = await otp.issue(PHONE);
    await expect(otp.verify(PHONE, code)).resolves.toBeUndefined();
    await expect(otp.verify(PHONE, code)).rejects.toThrow(UnauthenticatedError);
  });

  it('accepts a code until five minutes have passed, not after', async () => {
    const code = await otp.issue(PHONE);
    t.clock.advanceSeconds(299);
    await expect(otp.verify(PHONE, code)).resolves.toBeUndefined();

    t.clock.advanceSeconds(60);
    const late = await otp.issue(PHONE);
    t.clock.advanceSeconds(300);
    await expect(otp.verify(PHONE, late)).rejects.toThrow('Invalid or expired code');
  });

  it('only accepts the newest code of a phone', async () => {
    // Two random codes may be equal (one time in a million); these two are not.
    const random = jest.spyOn(crypto, 'randomInt');
    random.mockImplementationOnce(() => 123_456).mockImplementationOnce(() => 654_321);
    const first = await otp.issue(PHONE);
    t.clock.advanceSeconds(60);
    const second = await otp.issue(PHONE);
    random.mockRestore();
    expect([first, second]).toEqual(['123456', '654321']);
    await expect(otp.verify(PHONE, first)).rejects.toThrow(UnauthenticatedError);
    await expect(otp.verify(PHONE, second)).resolves.toBeUndefined();
  });

  it('kills a code after five wrong tries, even if the right one follows', async () => {
    const code = await otp.issue(PHONE);
    for (let i = 0; i < 5; i++) await expect(otp.verify(PHONE, wrong(code))).rejects.toThrow(UnauthenticatedError);
    await expect(otp.verify(PHONE, code)).rejects.toThrow(UnauthenticatedError);
    expect((await challenges())[0].attempts).toBe(5);
  });

  it('allows the right code after four wrong tries', async () => {
    const code = await otp.issue(PHONE);
    for (let i = 0; i < 4; i++) await expect(otp.verify(PHONE, wrong(code))).rejects.toThrow(UnauthenticatedError);
    await expect(otp.verify(PHONE, code)).resolves.toBeUndefined();
  });

  it('counts every one of many simultaneous tries', async () => {
    const code = await otp.issue(PHONE);
    const results = await Promise.all(Array.from({ length: 8 }, () => rejection(otp.verify(PHONE, wrong(code)))));
    expect(results.every((r) => r instanceof UnauthenticatedError)).toBe(true);
    expect((await challenges())[0].attempts).toBe(5);
    await expect(otp.verify(PHONE, code)).rejects.toThrow(UnauthenticatedError);
  });

  it('lets only one of simultaneous right codes through', async () => {
    const code = await otp.issue(PHONE);
    const results = await Promise.all(Array.from({ length: 4 }, () => rejection(otp.verify(PHONE, code))));
    expect(results.filter((r) => r === undefined)).toHaveLength(1);
  });

  it('refuses a new code within 60 seconds and says when to retry', async () => {
    await otp.issue(PHONE);
    t.clock.advanceSeconds(45);
    const error = await rejection(otp.issue(PHONE));
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBe(15);
    t.clock.advanceSeconds(15);
    await expect(otp.issue(PHONE)).resolves.toMatch(/^\d{6}$/);
  });

  it('issues one code when several are asked for at once', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => rejection(otp.issue(PHONE))));
    expect(results.filter((r) => r instanceof TooManyRequestsError)).toHaveLength(3);
    expect(await challenges()).toHaveLength(1);
  });

  it('sends at most five codes per phone per hour', async () => {
    for (let i = 0; i < 5; i++) {
      await otp.issue(PHONE);
      t.clock.advanceSeconds(600);
    }
    // The first code was issued 50 minutes ago: the budget frees up in 10 minutes.
    const error = await rejection(otp.issue(PHONE));
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBe(600);
    await expect(otp.issue('+919812345679')).resolves.toMatch(/^\d{6}$/);
    t.clock.advanceSeconds(600);
    await expect(otp.issue(PHONE)).resolves.toMatch(/^\d{6}$/);
  });

  it('rejects a code for a phone that never asked for one', async () => {
    const code = await otp.issue(PHONE);
    await expect(otp.verify('+919812345679', code)).rejects.toThrow(UnauthenticatedError);
  });
});
