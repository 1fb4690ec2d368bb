import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PublicUserBody } from '../../users/dto/public-user.response';
import type { toCodeRequestResponse, toLoginResponse } from '../login-response';

@ApiSchema({
  name: 'LoginCodeSent',
  description: 'The answer to `{identifier}`: the same whether or not the number is registered.',
})
export class LoginCodeSentBody implements ReturnType<typeof toCodeRequestResponse> {
  @ApiProperty({ type: 'string', example: 'If this number is registered, a code has been sent' })
  message: string;

  @ApiProperty({ type: 'integer', description: 'Seconds the code stays valid.', example: 300 })
  expires_in: number;

  @ApiProperty({ type: 'integer', description: 'Seconds before another code may be asked for.', example: 60 })
  resend_after: number;
}

@ApiSchema({ name: 'SignedIn', description: 'The answer to a right code or password: a session token.' })
export class SignedInBody implements ReturnType<typeof toLoginResponse> {
  @ApiProperty({ type: 'string', description: 'Send it as `Authorization: Bearer …`; it lasts 8 hours.' })
  access_token: string;

  @ApiProperty({ enum: ['Bearer'] })
  token_type: 'Bearer';

  @ApiProperty({ type: () => PublicUserBody })
  user: PublicUserBody;
}

@ApiSchema({ name: 'SignedOut', description: 'The session has ended: its token stops working at once.' })
export class SignedOutBody {
  @ApiProperty({ enum: ['Signed out'] })
  message: 'Signed out';
}
