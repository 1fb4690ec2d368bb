import { ResidentLogins } from './resident-logins.service';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { HostelsModule } from '../hostels/hostels.module';
import { HostelMakerCheckerResolver } from './hostel-maker-checker.resolver';
import { ProfileResolver } from './profile.resolver';
import { ProfileService } from './profile.service';
import { RegistrationService } from './registration.service';
import { User } from './user.entity';
import { UserPasswords } from './user-passwords.service';
import { UsersResolver } from './users.resolver';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User]), HostelsModule, EventsModule],
  providers: [
    UsersService,
    RegistrationService,
    ProfileService,
    UserPasswords,
    ResidentLogins,
    UsersResolver,
    ProfileResolver,
    HostelMakerCheckerResolver,
  ],
  exports: [UsersService, RegistrationService, ProfileService, UserPasswords, ResidentLogins],
})
export class UsersModule {}
