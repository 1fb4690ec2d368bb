import { Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../common/auth-user';
import { UnauthenticatedError } from '../common/errors';
import type { Hostel } from '../hostels/hostel.entity';
import { HostelsService } from '../hostels/hostels.service';
import { SmsProvider } from '../sms/sms-provider';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { CODE_TTL_SECONDS, INVALID_CODE, OtpService, RESEND_AFTER_SECONDS } from './otp.service';
import { SessionsService } from './sessions.service';

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
  ) {}

  async requestCode(phoneNumber: string): Promise<LoginCodeRequest> {
    const code = await this.otp.issue(phoneNumber);
    const user = await this.users.findActiveByPhone(phoneNumber);
    if (user) {
      // Not awaited: a slow gateway must not make registered numbers answer slower than unknown ones.
      this.sms
        .send(phoneNumber, `Your Hostel Admin login code is ${code}. It expires in ${CODE_TTL_SECONDS / 60} minutes.`)
        .catch((error: unknown) => this.logger.error(`Could not send the login code to ${phoneNumber}: ${String(error)}`));
    }
    return { message: CODE_SENT, expiresIn: CODE_TTL_SECONDS, resendAfter: RESEND_AFTER_SECONDS };
  }

  async login(phoneNumber: string, code: string): Promise<LoginResult> {
    await this.otp.verify(phoneNumber, code);
    const user = await this.users.findActiveByPhone(phoneNumber);
    if (!user) throw new UnauthenticatedError(INVALID_CODE);
    const [session, hostel] = await Promise.all([this.sessions.start(user), this.hostels.getById(user.hostelId)]);
    return { ...session, user, hostel };
  }

  async logout(user: AuthUser): Promise<void> {
    await this.sessions.revoke(user.sessionId);
  }
}
