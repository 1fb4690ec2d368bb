import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityModule } from '../activity/activity.module';
import { HostelsModule } from '../hostels/hostels.module';
import { Room } from './room.entity';
import { RoomLoader } from './room.loader';
import { RoomOccupancy } from './room-occupancy';
import { RoomsController } from './rooms.controller';
import { RoomsResolver } from './rooms.resolver';
import { RoomsService } from './rooms.service';

@Module({
  imports: [TypeOrmModule.forFeature([Room]), HostelsModule, ActivityModule],
  controllers: [RoomsController],
  providers: [RoomsService, RoomOccupancy, RoomLoader, RoomsResolver],
  exports: [RoomsService, RoomOccupancy, RoomLoader],
})
export class RoomsModule {}
