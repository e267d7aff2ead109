import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AccessTokenPayload, TokensService } from './tokens.service';
import { AuthUser } from './current-user.decorator';
import { hmacKey } from './hmac-key';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly tokens: TokensService,
  ) {
    // A KeyObject, not the string: jsonwebtoken tries (and fails) to parse a string secret as a
    // public key on every request, a quarter of the API's CPU under load.
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: hmacKey(config.jwtSecret) as unknown as string, algorithms: ['HS256'] });
  }

  /** A signed token is not enough: its session must be live (not logged out, no password change since). */
  async validate(payload: AccessTokenPayload): Promise<AuthUser | false> {
    const live = await this.tokens.liveAccess(payload);
    return live ? { id: live.sub, roles: live.roles, sessionId: live.sid } : false;
  }
}
