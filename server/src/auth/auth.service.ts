import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RequestCaller } from '../common/caller';
import { AttemptLimiter } from '../common/attempt-limiter';
import { ForbiddenError, UnauthenticatedError } from '../common/errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Hostel } from '../hostels/hostel.entity';
import { HostelsService } from '../hostels/hostels.service';
import { SmsProvider } from '../sms/sms-provider';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { UserPasswords } from '../users/user-passwords.service';
import { CODE_TTL_SECONDS, INVALID_CODE, OtpService, RESEND_AFTER_SECONDS } from './otp.service';
import { verifyPassword } from './password-hash';
import { PASSWORD_TRIES, PASSWORD_WINDOW_SECONDS, TOO_MANY_PASSWORD_TRIES } from './password-limits';
import { SessionsService } from './sessions.service';
import { passwordMessages } from '@hostel-admin/rules';

export interface LoginCodeRequest {
  message: string;
  expiresIn: number;
  resendAfter: number;
}

export interface LoginResult {
  accessToken: string;
  sessionId: string;
  user: User;
  hostel: Hostel;
}

const HOUR_SECONDS = 3600;

/** The same answer for every phone, registered or not. */
const CODE_SENT = 'If this number is registered, a code has been sent';

/** Phone login: ask for a code, sign in with it, sign out. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly otp: OtpService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly hostels: HostelsService,
    private readonly sms: SmsProvider,
    private readonly limiter: AttemptLimiter,
    private readonly passwords: UserPasswords,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `address` is the client's IP address; each one may ask for a limited number of codes an hour, whatever the phones. */
  async requestCode(phoneNumber: string, address?: string): Promise<LoginCodeRequest> {
    if (address) {
      this.limiter.hit(
        `code:${address}`,
        this.config.loginLimits.codesPerAddress,
        HOUR_SECONDS,
        'Too many codes requested from this network. Try again later',
      );
    }
    const code = await this.otp.issue(phoneNumber);
    const user = await this.users.findActiveByPhone(phoneNumber);
    if (user) {
      // Not awaited: a slow gateway must not make registered numbers answer slower than unknown ones.
      this.sms
        .send(phoneNumber, `Your Hostel Admin login code is ${code}. It expires in ${CODE_TTL_SECONDS / 60} minutes.`)
        .catch((error: unknown) =>
          this.logger.error(`Could not send the login code to ${phoneNumber}: ${String(error)}`),
        );
    }
    return { message: CODE_SENT, expiresIn: CODE_TTL_SECONDS, resendAfter: RESEND_AFTER_SECONDS };
  }

  /** Every try counts against the phone's code (5) and the client's address (per hour). */
  async login(phoneNumber: string, code: string, address?: string): Promise<LoginResult> {
    this.countTry(address);
    await this.otp.verify(phoneNumber, code);
    const user = await this.users.findActiveByPhone(phoneNumber);
    if (!user) throw new UnauthenticatedError(INVALID_CODE);
    return this.signIn(user);
  }

  /**
   * Phone + password, the second way in: the address's tries as for a code, and the phone's own (5 in 15 minutes,
   * cleared by a success). An unknown phone, a user without a password and a wrong password get the same answer
   * after the same work (a hash is checked in every case).
   */
  async loginWithPassword(phoneNumber: string, password: string, address?: string): Promise<LoginResult> {
    this.countTry(address);
    const key = `password:${phoneNumber}`;
    this.limiter.hit(key, PASSWORD_TRIES, PASSWORD_WINDOW_SECONDS, TOO_MANY_PASSWORD_TRIES);
    const user = await this.passwords.forSignIn(phoneNumber);
    const matches = await verifyPassword(password, user?.passwordHash);
    if (!user || !matches) throw new UnauthenticatedError(passwordMessages.loginFailed);
    this.limiter.forget(key);
    delete user.passwordHash;
    return this.signIn(user);
  }

  private countTry(address: string | undefined) {
    if (!address) return;
    this.limiter.hit(
      `try:${address}`,
      this.config.loginLimits.triesPerAddress,
      HOUR_SECONDS,
      'Too many sign-in attempts from this network. Try again later',
    );
  }

  private async signIn(user: User): Promise<LoginResult> {
    const [session, hostel] = await Promise.all([this.sessions.start(user), this.hostels.getById(user.hostelId)]);
    return { ...session, user, hostel };
  }

  /** Ends the caller's session; only a signed-in user has one (an API key is revoked, not signed out). */
  async logout(caller: RequestCaller): Promise<void> {
    if (caller.kind !== 'user') throw new ForbiddenError('Only a signed-in user can sign out');
    await this.sessions.revoke(caller.sessionId);
  }
}
