import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { HostelsModule } from '../hostels/hostels.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { OtpChallenge } from './otp-challenge.entity';
import { OtpService } from './otp.service';
import { PasswordChangeService } from './password-change.service';
import { PasswordResolver } from './password.resolver';
import { Session } from './session.entity';
import { SessionsService } from './sessions.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([OtpChallenge, Session]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtTtlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    UsersModule,
    HostelsModule,
  ],
  controllers: [AuthController],
  providers: [
    OtpService,
    SessionsService,
    AuthService,
    PasswordChangeService,
    JwtStrategy,
    AuthResolver,
    PasswordResolver,
  ],
  exports: [OtpService, SessionsService],
})
export class AuthModule {}
