import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { RequestCaller } from '../common/caller';
import { CurrentCaller, Public, ResidentsToo, SignedIn } from '../common/decorators';
import { RegisterUserDto } from '../users/dto/register-user.dto';
import { RegistrationService } from '../users/registration.service';
import { ApiErrors } from '../openapi/error-bodies';
import { BEARER } from '../openapi/openapi-document';
import { RegisteredUserBody } from '../users/dto/public-user.response';
import { AuthService } from './auth.service';
import { LoginCodeSentBody, SignedInBody, SignedOutBody } from './dto/login.response';
import { LoginDto } from './dto/login.dto';
import { signInWay, toCodeRequestResponse, toLoginResponse } from './login-response';

/** The legacy REST door: /api/auth/login, /api/auth/logout, /api/auth/register. */
@ApiTags('Sign-in and users')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly registration: RegistrationService,
  ) {}

  @ApiOperation({
    operationId: 'login',
    summary: 'Ask for a login code, or sign in with it or a password',
    description:
      'Without otp_code and password: sends a six-digit code by SMS (valid 5 minutes, 5 tries; a new one at most every 60 s and 5 an hour per phone, 30 an hour per address) and answers the same whether or not the number is registered. With otp_code or password: signs in and answers a session token. A bad or expired Authorization header is ignored.',
  })
  @ApiExtraModels(LoginCodeSentBody, SignedInBody)
  @ApiOkResponse({
    description: 'A code was sent (`LoginCodeSent`), or the caller is signed in (`SignedIn`).',
    schema: { oneOf: [{ $ref: getSchemaPath(LoginCodeSentBody) }, { $ref: getSchemaPath(SignedInBody) }] },
  })
  @ApiErrors({
    400: 'A field breaks its rule (an invalid phone number, a code that is not six digits), or both otp_code and password were sent.',
    401: 'The code is wrong or expired, or the phone and password do not match.',
    429: 'Too many codes for this phone or this address, too many tries, or an API key over its limit: wait the Retry-After seconds.',
  })
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

  @ApiOperation({
    operationId: 'logout',
    summary: 'Sign out',
    description: "Ends the token's session: the token stops working at once, on every server.",
  })
  @ApiOkResponse({ type: SignedOutBody, description: 'Signed out.' })
  @SignedIn()
  @ResidentsToo()
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentCaller() caller: RequestCaller) {
    await this.auth.logout(caller);
    return { message: 'Signed out' };
  }

  /** Public for the first-run setup only; afterwards the service requires an admin's token. */
  @ApiOperation({
    operationId: 'registerUser',
    summary: 'Register a staff user (or, on an empty database, the first superadmin and hostel)',
    description:
      "On an empty database the first registration needs no token and creates the superadmin and the hostel (hostel_name required). Afterwards it needs an admin's token (a user of their own hostel) or a superadmin's (any role but tenant; a new hostel with hostel_name).",
  })
  @ApiBearerAuth(BEARER)
  @ApiCreatedResponse({ type: RegisteredUserBody, description: 'Registered.' })
  @ApiErrors({
    400: 'A field breaks its rule (named in fields), the role tenant, or no hostel_name on the first run.',
    401: 'Not the first run, and no valid token.',
    403: 'The caller is not an admin or superadmin, an admin registers a superadmin, or a read-only API key was sent.',
    409: 'The phone number is already registered (fields: phone_number).',
  })
  @Public()
  @Post('register')
  register(@Body() body: RegisterUserDto, @CurrentCaller() caller: RequestCaller | undefined) {
    return this.registration.register(body, caller);
  }
}
