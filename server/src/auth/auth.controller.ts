import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import type { AuthUser } from '../common/auth-user';
import { CurrentUser, Public, SignedIn } from '../common/decorators';
import { RegisterUserDto } from '../users/dto/register-user.dto';
import { RegistrationService } from '../users/registration.service';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { toCodeRequestResponse, toLoginResponse } from './login-response';

/** The legacy REST door: /api/auth/login, /api/auth/logout, /api/auth/register. */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly registration: RegistrationService,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: LoginDto, @Ip() address: string) {
    if (body.otp_code === undefined)
      return toCodeRequestResponse(await this.auth.requestCode(body.identifier, address));
    return toLoginResponse(await this.auth.login(body.identifier, body.otp_code, address));
  }

  @SignedIn()
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentUser() user: AuthUser) {
    await this.auth.logout(user);
    return { message: 'Signed out' };
  }

  /** Public for the first-run setup only; afterwards the service requires an admin's token. */
  @Public()
  @Post('register')
  register(@Body() body: RegisterUserDto, @CurrentUser() user: AuthUser | undefined) {
    return this.registration.register(body, user);
  }
}
