import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { Hostel } from './hostel.entity';
import { HostelLoader } from './hostel.loader';
import { HostelsResolver } from './hostels.resolver';
import { HostelsService } from './hostels.service';

@Module({
  imports: [TypeOrmModule.forFeature([Hostel]), EventsModule],
  providers: [HostelsService, HostelLoader, HostelsResolver],
  exports: [HostelsService, HostelLoader],
})
export class HostelsModule {}
