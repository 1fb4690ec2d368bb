import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { HostelsModule } from '../hostels/hostels.module';
import { Bed } from './beds/bed.entity';
import { BedLoader } from './beds/bed.loader';
import { BedsResolver } from './beds/beds.resolver';
import { BedsService } from './beds/beds.service';
import { OccupancyService } from './occupancy/occupancy.service';
import { RoomCounters } from './occupancy/room-counters';
import { Room } from './rooms/room.entity';
import { RoomLoader } from './rooms/room.loader';
import { RoomBedsResolver } from './rooms/room-beds.resolver';
import { RoomsController } from './rooms/rooms.controller';
import { RoomsResolver } from './rooms/rooms.resolver';
import { RoomsService } from './rooms/rooms.service';
import { BedStaysResolver, StayBedResolver } from './stays/bed-stays.resolver';
import { Stay } from './stays/stay.entity';
import { StayLoader } from './stays/stay.loader';
import { StayQueries } from './stays/stay-queries.service';

/**
 * Rooms, beds and stays: the only writer of their tables. Offers assign, vacate and move (OccupancyService)
 * to the workflows, which own the transactions that also touch students or money.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Room, Bed, Stay]), HostelsModule, EventsModule],
  controllers: [RoomsController],
  providers: [
    RoomsService,
    RoomCounters,
    RoomLoader,
    RoomsResolver,
    RoomBedsResolver,
    BedsService,
    BedLoader,
    BedsResolver,
    OccupancyService,
    StayQueries,
    StayLoader,
    BedStaysResolver,
    StayBedResolver,
  ],
  exports: [RoomsService, RoomCounters, RoomLoader, BedsService, BedLoader, OccupancyService, StayLoader],
})
export class HousingModule {}
