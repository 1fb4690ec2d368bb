import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import type { RequestCaller } from '../common/caller';
import { CurrentCaller, Public, ResidentsToo, SignedIn } from '../common/decorators';
import { UserModel } from '../users/models/user.model';
import { InputError } from '../common/errors';
import { oneForm } from '../common/mutation-input';
import { AuthService } from './auth.service';
import { signInWay } from './login-response';
import { LoginArgs, LoginInput, RequestLoginCodeArgs, RequestLoginCodeInput } from './dto/login.args';
import { LoginCodeRequestModel, LoginPayloadModel } from './models/login.model';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Mutation(() => LoginCodeRequestModel, {
    description:
      'Sends a six-digit login code by SMS when the number is registered; the answer is the same either way. BAD_USER_INPUT on `identifier` for a number that is not a phone; TOO_MANY_REQUESTS (with the seconds to wait) when asked again too soon or too often from a number or a network',
  })
  async requestLoginCode(
    @Args('input', { type: () => RequestLoginCodeInput, nullable: true, description: 'The phone number' })
    input: unknown,
    @Args() loose: RequestLoginCodeArgs,
    @Context('req') req: Request,
  ): Promise<LoginCodeRequestModel> {
    const { identifier } = await oneForm(RequestLoginCodeInput, input, loose, ['identifier']);
    return { id: identifier, ...(await this.auth.requestCode(identifier, req.ip)) };
  }

  @Public()
  @Mutation(() => LoginPayloadModel, {
    description:
      "Signs in with the code (every call uses up one of the five tries) or with the user's password (five tries a quarter of an hour per number); the same refusal whether the number is unknown, has no password or the password is wrong. UNAUTHENTICATED for a wrong or used code or password; BAD_USER_INPUT on `otpCode` when neither is sent; TOO_MANY_REQUESTS after too many password tries for a number or sign-in tries from a network",
  })
  async login(
    @Args('input', { type: () => LoginInput, nullable: true, description: 'The phone number and its code or password' })
    input: unknown,
    @Args() loose: LoginArgs,
    @Context('req') req: Request,
  ): Promise<LoginPayloadModel> {
    const { identifier, otpCode, password } = await oneForm(LoginInput, input, loose, ['identifier']);
    const way = signInWay(otpCode, password, 'otpCode');
    if (way.kind === 'none') throw InputError.field('otpCode', 'Send otpCode or password.');
    const result =
      way.kind === 'code'
        ? await this.auth.login(identifier, way.code, req.ip)
        : await this.auth.loginWithPassword(identifier, way.password, req.ip);
    return {
      id: result.sessionId,
      accessToken: result.accessToken,
      tokenType: 'Bearer',
      user: UserModel.from(result.user),
    };
  }

  @SignedIn()
  @ResidentsToo()
  @Mutation(() => Boolean, { description: 'Ends the current session: its token stops working' })
  async logout(@CurrentCaller() caller: RequestCaller): Promise<boolean> {
    await this.auth.logout(caller);
    return true;
  }
}
