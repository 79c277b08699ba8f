import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RolesGuard } from '@/common/guards/roles.guard';
import { AppConfig } from '@/config/app-config';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginFailure } from './entities/login-failure.entity';
import { OidcLoginState } from './entities/oidc-login-state.entity';
import { OidcController } from './oidc/oidc.controller';
import { OidcService } from './oidc/oidc.service';
import { OidcClient } from './oidc/oidc-client';
import { OidcSessionsService } from './oidc/oidc-sessions.service';
import { SessionsController } from './sessions.controller';
import { Session } from './entities/session.entity';
import { User } from './entities/user.entity';
import { JwtAuthGuard } from './guards/jwt-auth.guard';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordHasher } from './password-hasher';
import { SessionsService } from './sessions.service';
import { JwtStrategy } from './strategies/jwt.strategy';
import { LocalStrategy } from './strategies/local.strategy';
import { TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER } from './token.types';
import { UsersController } from './users/users.controller';
import { UsersService } from './users/users.service';
import { RecoveryCode } from './two-factor/entities/recovery-code.entity';
import { TwoFactorChallenge } from './two-factor/entities/two-factor-challenge.entity';
import { TwoFactorCredential } from './two-factor/entities/two-factor-credential.entity';
import { OidcRefreshToken } from './oidc/oidc-refresh-token.entity';
import {
  TwoFactorAdminController,
  TwoFactorController,
  TwoFactorLoginController,
} from './two-factor/two-factor.controller';
import { TwoFactorService } from './two-factor/two-factor.service';
import { VaultModule } from '../vault/vault.module';

/** Studio users, sessions, tokens and two-factor authentication; installs the global deny-by-default JWT guard and the roles guard. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      User,
      Session,
      LoginFailure,
      TwoFactorCredential,
      TwoFactorChallenge,
      RecoveryCode,
      OidcLoginState,
      OidcRefreshToken,
    ]),
    VaultModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.jwt.secret,
        signOptions: { algorithm: TOKEN_ALGORITHM, issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE },
        verifyOptions: {
          algorithms: [TOKEN_ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
        },
      }),
    }),
  ],
  controllers: [
    AuthController,
    SessionsController,
    OidcController,
    UsersController,
    TwoFactorController,
    TwoFactorLoginController,
    TwoFactorAdminController,
  ],
  providers: [
    AuthService,
    TwoFactorService,
    SessionsService,
    OidcService,
    OidcClient,
    OidcSessionsService,
    LoginThrottleService,
    PasswordHasher,
    UsersService,
    AdminBootstrapService,
    JwtStrategy,
    LocalStrategy,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [UsersService],
})
export class AuthModule {}
