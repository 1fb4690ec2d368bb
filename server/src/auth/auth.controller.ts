import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import type { RequestCaller } from '../common/caller';
import { CurrentCaller, Public, ResidentsToo, SignedIn } from '../common/decorators';
import { RegisterUserDto } from '../users/dto/register-user.dto';
import { RegistrationService } from '../users/registration.service';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { signInWay, toCodeRequestResponse, toLoginResponse } from './login-response';

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
    const way = signInWay(body.otp_code, body.password, 'otp_code');
    if (way.kind === 'password')
      return toLoginResponse(await this.auth.loginWithPassword(body.identifier, way.password, address));
    if (way.kind === 'code') return toLoginResponse(await this.auth.login(body.identifier, way.code, address));
    return toCodeRequestResponse(await this.auth.requestCode(body.identifier, address));
  }

  @SignedIn()
  @ResidentsToo()
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentCaller() caller: RequestCaller) {
    await this.auth.logout(caller);
    return { message: 'Signed out' };
  }

  /** Public for the first-run setup only; afterwards the service requires an admin's token. */
  @Public()
  @Post('register')
  register(@Body() body: RegisterUserDto, @CurrentCaller() caller: RequestCaller | undefined) {
    return this.registration.register(body, caller);
  }
}
