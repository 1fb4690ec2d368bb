import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { RequestCaller } from '../common/caller';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SessionsService } from './sessions.service';
import type { TokenPayload } from './token-payload';

/** Bearer tokens: HS256 only, signature and expiry checked, then the session and the user. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object made once: given the secret as a string, jsonwebtoken tries to read it as a public key and then
      // makes a secret key of it on every request (about 2 ms of each request's time). jsonwebtoken takes a KeyObject;
      // passport-jwt's types name only a string or a Buffer, and hand it on as it is.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(payload: TokenPayload): Promise<RequestCaller> {
    return this.sessions.authenticate(payload);
  }
}
