import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityModule } from '../activity/activity.module';
import { Hostel } from './hostel.entity';
import { HostelLoader } from './hostel.loader';
import { HostelsResolver } from './hostels.resolver';
import { HostelsService } from './hostels.service';

@Module({
  imports: [TypeOrmModule.forFeature([Hostel]), ActivityModule],
  providers: [HostelsService, HostelLoader, HostelsResolver],
  exports: [HostelsService, HostelLoader],
})
export class HostelsModule {}
