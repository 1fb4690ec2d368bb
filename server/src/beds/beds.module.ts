import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityModule } from '../activity/activity.module';
import { RoomsModule } from '../rooms/rooms.module';
import { StaysModule } from '../stays/stays.module';
import { StudentsModule } from '../students/students.module';
import { Bed } from './bed.entity';
import { BedLoader } from './bed.loader';
import { BedsController } from './beds.controller';
import { BedsResolver } from './beds.resolver';
import { BedsService } from './beds.service';
import { RoomBedsResolver, StayBedResolver, StudentBedResolver } from './relations.resolver';

/** Beds sit on top of rooms, students and stays: it adds Room.beds, Student.bed, Student.room and Stay.bed to the schema. */
@Module({
  imports: [TypeOrmModule.forFeature([Bed]), RoomsModule, StudentsModule, StaysModule, ActivityModule],
  controllers: [BedsController],
  providers: [BedsService, BedLoader, BedsResolver, RoomBedsResolver, StudentBedResolver, StayBedResolver],
  exports: [BedsService, BedLoader],
})
export class BedsModule {}
