import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { EntityManager, LessThan, Repository } from 'typeorm';
import { advisoryLock } from '../common/advisory-lock';
import { Clock } from '../common/clock';
import { TooManyRequestsError, UnauthenticatedError } from '../common/errors';
import { Transactions } from '../common/transactions';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { OtpChallenge } from './otp-challenge.entity';

export const CODE_TTL_SECONDS = 5 * 60;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_ATTEMPTS = 5;
export const CODES_PER_HOUR = 5;
const HOUR_MS = 3600_000;

export const INVALID_CODE = 'Invalid or expired code';

/**
 * One-time login codes: six random digits, stored only as an HMAC, valid five minutes, single use,
 * only the newest one per phone counts, five wrong tries kill it; a resend cooldown and an hourly
 * budget per phone stop SMS flooding.
 */
@Injectable()
export class OtpService {
  constructor(
    @InjectRepository(OtpChallenge) private readonly challenges: Repository<OtpChallenge>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  /** Creates a new code for the phone (known or not) and returns it; throws 429 when a limit is reached. */
  async issue(phoneNumber: string): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.transactions.run(async (manager) => {
      await advisoryLock(manager, `otp:${phoneNumber}`);
      const now = this.clock.now();
      const repository = manager.getRepository(OtpChallenge);
      await repository.delete({ phoneNumber, createdAt: LessThan(new Date(now.getTime() - HOUR_MS)) });
      await this.checkLimits(manager, phoneNumber, now);
      await repository.insert({
        phoneNumber,
        codeHash: this.hash(phoneNumber, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
        attempts: 0,
        consumedAt: null,
      });
    });
    return code;
  }

  /**
   * Checks a code against the phone's newest challenge. Every call uses up one try before the
   * comparison (an atomic conditional update), so parallel, aliased or batched guesses all count.
   */
  async verify(phoneNumber: string, code: string): Promise<void> {
    const verified = await this.transactions.run(async (manager) => {
      const repository = manager.getRepository(OtpChallenge);
      const latest = await repository.findOne({ where: { phoneNumber }, order: { createdAt: 'DESC', id: 'DESC' } });
      const now = this.clock.now();
      if (!latest || latest.consumedAt || latest.expiresAt <= now || latest.attempts >= MAX_ATTEMPTS) return false;
      const counted = await repository
        .createQueryBuilder()
        .update()
        .set({ attempts: () => 'attempts + 1' })
        .where('id = :id AND attempts < :max AND consumed_at IS NULL', { id: latest.id, max: MAX_ATTEMPTS })
        .execute();
      if (counted.affected !== 1 || !this.matches(latest.codeHash, phoneNumber, code)) return false;
      const consumed = await repository
        .createQueryBuilder()
        .update()
        .set({ consumedAt: now })
        .where('id = :id AND consumed_at IS NULL', { id: latest.id })
        .execute();
      return consumed.affected === 1;
    });
    if (!verified) throw new UnauthenticatedError(INVALID_CODE);
  }

  private async checkLimits(manager: EntityManager, phoneNumber: string, now: Date) {
    const recent = await manager.getRepository(OtpChallenge).find({
      where: { phoneNumber },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: CODES_PER_HOUR,
    });
    const secondsUntil = (ms: number) => Math.max(1, Math.ceil((ms - now.getTime()) / 1000));
    const resendAt = recent.length ? recent[0].createdAt.getTime() + RESEND_AFTER_SECONDS * 1000 : 0;
    if (resendAt > now.getTime()) {
      throw new TooManyRequestsError('Please wait before asking for another code', secondsUntil(resendAt));
    }
    const budgetFreesAt =
      recent.length === CODES_PER_HOUR ? recent[CODES_PER_HOUR - 1].createdAt.getTime() + HOUR_MS : 0;
    if (budgetFreesAt > now.getTime()) {
      throw new TooManyRequestsError(
        'Too many codes requested for this number. Try again later',
        secondsUntil(budgetFreesAt),
      );
    }
  }

  private hash(phoneNumber: string, code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`${phoneNumber}:${code}`).digest('hex');
  }

  private matches(storedHash: string, phoneNumber: string, code: string): boolean {
    const expected = Buffer.from(storedHash, 'hex');
    const actual = Buffer.from(this.hash(phoneNumber, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
