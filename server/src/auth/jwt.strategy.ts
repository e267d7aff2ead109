import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AccessTokenPayload } from './tokens.service';
import { AuthUser } from './current-user.decorator';
import { hmacKey } from './hmac-key';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // A KeyObject, not the string: jsonwebtoken tries (and fails) to parse a string secret as a
    // public key on every request, a quarter of the API's CPU under load.
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: hmacKey(config.jwtSecret) as unknown as string, algorithms: ['HS256'] });
  }

  validate(payload: AccessTokenPayload): AuthUser | false {
    if (payload.typ !== 'access') return false;
    return { id: payload.sub, roles: payload.roles };
  }
}
