import { Module } from '@nestjs/common';
import { DepositsModule } from '../../deposits/deposits.module';
import { HostelsModule } from '../../hostels/hostels.module';
import { RentModule } from '../../rent/rent.module';
import { RoomsModule } from '../../rooms/rooms.module';
import { StaysModule } from '../../stays/stays.module';
import { StudentsModule } from '../../students/students.module';
import { UsersModule } from '../../users/users.module';
import { DemoSeeder } from './demo-seeder';

@Module({
  imports: [HostelsModule, UsersModule, RoomsModule, StudentsModule, StaysModule, RentModule, DepositsModule],
  providers: [DemoSeeder],
  exports: [DemoSeeder],
})
export class SeedModule {}
