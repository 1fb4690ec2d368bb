import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Clock } from '../../common/clock';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

const HOUR_SECONDS = 3600;
/** A URL lives 12 to 13 hours: its expiry is the start of the hour it was made in, plus 13 hours. */
const LIFETIME_HOURS = 13;

export interface PhotoUrlQuery {
  v?: unknown;
  exp?: unknown;
  sig?: unknown;
}

/**
 * Signed photo URLs, so that an <img> can load a photo without a bearer token:
 * /api/students/{id}/photo?v={updatedAtMs}&exp={unixSeconds}&sig={HMAC-SHA256(id, v, exp) with the JWT secret}.
 * Within one hour the URL of a photo stays the same, so browsers can cache it.
 */
@Injectable()
export class PhotoUrlSigner {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  urlFor(studentId: number, updatedAt: Date): string {
    const v = updatedAt.getTime();
    const exp = (Math.floor(this.clock.now().getTime() / 1000 / HOUR_SECONDS) + LIFETIME_HOURS) * HOUR_SECONDS;
    return `/api/students/${studentId}/photo?v=${v}&exp=${exp}&sig=${this.signature(studentId, v, exp)}`;
  }

  /** True for a URL this server signed for the student that has not expired. */
  verify(studentId: number, query: PhotoUrlQuery): boolean {
    const whole = (value: unknown) =>
      typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
    const v = whole(query.v);
    const exp = whole(query.exp);
    if (v === undefined || exp === undefined || typeof query.sig !== 'string') return false;
    const expected = Buffer.from(this.signature(studentId, v, exp));
    const given = Buffer.from(query.sig);
    return (
      given.length === expected.length && timingSafeEqual(given, expected) && exp * 1000 > this.clock.now().getTime()
    );
  }

  private signature(studentId: number, v: number, exp: number): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`student-photo:${studentId}:${v}:${exp}`)
      .digest('base64url');
  }
}
