import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AuthenticatedUser } from '@/common/auth/roles';
import { AppConfig } from '@/config/app-config';
import { AuthService } from '../auth.service';
import { TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER, TokenClaims } from '../token.types';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwt.secret,
      // Pinning the algorithm refuses unsigned ("none") and asymmetric-confusion tokens.
      algorithms: [TOKEN_ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  validate(claims: TokenClaims): Promise<AuthenticatedUser> {
    return this.auth.authenticate(claims);
  }
}
