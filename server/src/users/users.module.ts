import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { HostelsModule } from '../hostels/hostels.module';
import { HostelMakerCheckerResolver } from './hostel-maker-checker.resolver';
import { RegistrationService } from './registration.service';
import { User } from './user.entity';
import { UsersResolver } from './users.resolver';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User]), HostelsModule, EventsModule],
  providers: [UsersService, RegistrationService, UsersResolver, HostelMakerCheckerResolver],
  exports: [UsersService, RegistrationService],
})
export class UsersModule {}
