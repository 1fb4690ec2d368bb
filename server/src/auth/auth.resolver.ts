import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import type { RequestCaller } from '../common/caller';
import { CurrentCaller, Public, SignedIn } from '../common/decorators';
import { UserModel } from '../users/models/user.model';
import { AuthService } from './auth.service';
import { LoginArgs, RequestLoginCodeArgs } from './dto/login.args';
import { LoginCodeRequestModel, LoginPayloadModel } from './models/login.model';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Mutation(() => LoginCodeRequestModel, {
    description: 'Sends a six-digit login code by SMS when the number is registered',
  })
  async requestLoginCode(
    @Args() { identifier }: RequestLoginCodeArgs,
    @Context('req') req: Request,
  ): Promise<LoginCodeRequestModel> {
    return { id: identifier, ...(await this.auth.requestCode(identifier, req.ip)) };
  }

  @Public()
  @Mutation(() => LoginPayloadModel, {
    description: 'Signs in with the code; every call uses up one of the five tries',
  })
  async login(@Args() { identifier, otpCode }: LoginArgs, @Context('req') req: Request): Promise<LoginPayloadModel> {
    const result = await this.auth.login(identifier, otpCode, req.ip);
    return {
      id: result.sessionId,
      accessToken: result.accessToken,
      tokenType: 'Bearer',
      user: UserModel.from(result.user),
    };
  }

  @SignedIn()
  @Mutation(() => Boolean, { description: 'Ends the current session: its token stops working' })
  async logout(@CurrentCaller() caller: RequestCaller): Promise<boolean> {
    await this.auth.logout(caller);
    return true;
  }
}
