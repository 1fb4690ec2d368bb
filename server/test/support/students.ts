import { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { Activity } from '../../src/events/activity.entity';
import { OutboxRow } from '../../src/events/outbox-row.entity';
import { CheckInService } from '../../src/workflows/check-in/check-in.service';
import { CheckInInput } from '../../src/workflows/check-in/dto/check-in.input';
import { userCaller, type RequestCaller, type UserCaller } from '../../src/common/caller';
import type { Role } from '../../src/common/roles';
import { Deposit } from '../../src/deposits/deposit.entity';
import { RentTerms } from '../../src/rent/rent-terms.entity';
import type { AddBedInput } from '../../src/housing/beds/dto/add-bed.input';
import { Room } from '../../src/housing/rooms/room.entity';
import { RoomsService, RoomWithBeds } from '../../src/housing/rooms/rooms.service';
import { Stay } from '../../src/housing/stays/stay.entity';
import { Student } from '../../src/students/student.entity';
import { StudentsService } from '../../src/students/students.service';
import type { TestApp } from './test-app';

/** A signed-in user of this hostel and role, as the guard would resolve them. */
export const caller = (hostelId: number, role: Role = 'warden', userId = 1): UserCaller =>
  userCaller({ userId, hostelId, role, sessionId: 'spec' });

/** A free bed for addBed, numbered within its room; `extra` holds it occupied or seats a student. */
export const bedInput = (roomId: number, bedNumber: number, extra: Partial<AddBedInput> = {}): AddBedInput => ({
  roomId,
  bedNumber,
  pricePerMonthPaise: 750_000,
  isOccupied: false,
  foodPlan: 'none',
  ...extra,
});

/** Rooms, check-ins and counters for service specs, through the real services. */
export function studentsKit(t: TestApp) {
  const db = t.app.get(DataSource);
  let roomNumber = 100;
  let phone = 0;
  /** Stored form (E.164), as the API stores what it is given. */
  const nextPhone = () => `+9198${String(++phone).padStart(8, '0')}`;

  return {
    db,
    nextPhone,
    newRoom: (caller: RequestCaller, totalBeds = 2): Promise<RoomWithBeds> =>
      t.app.get(RoomsService).createRoom(caller, {
        roomNumber: ++roomNumber,
        floor: 1,
        roomType: 'normal',
        isAc: false,
        totalBeds,
        pricePerMonthPaise: 650_000,
        foodPlan: 'veg',
      }),
    checkInInput: (room: RoomWithBeds, bedIndex = 0, extra: Partial<CheckInInput> = {}): CheckInInput => ({
      name: `Resident ${phone + 1}`,
      email: `resident${phone + 1}@example.com`,
      phone: nextPhone(),
      roomId: room.id,
      bedId: room.beds[bedIndex].id,
      monthlyRentPaise: 650_000,
      depositPaise: 900_000,
      depositMethod: 'upi',
      rentAgreementDays: 330,
      noticePeriodDays: 30,
      ...extra,
    }),
    checkIn(caller: RequestCaller, room: RoomWithBeds, bedIndex = 0, extra: Partial<CheckInInput> = {}) {
      return t.app.get(CheckInService).checkIn(caller, this.checkInInput(room, bedIndex, extra));
    },
    newStudent: async (caller: RequestCaller, name = 'Kavya Iyer'): Promise<Student> => {
      const [student] = await t.app.get(StudentsService).insertMany(db.manager, caller.hostelId, [
        {
          name,
          email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
          phone: nextPhone(),
          moveInDate: '2026-06-01',
        },
      ]);
      return student;
    },
    counters: async (roomId: number) => {
      const room = await db.manager.findOneByOrFail(Room, { id: roomId });
      return [room.totalBeds, room.bedsOccupied, room.availability];
    },
    /** Rows of each table that a check-in writes, to show that a failure wrote nothing. */
    rowCounts: async () => {
      const count = (entity: EntityTarget<ObjectLiteral>) => db.manager.count(entity);
      return {
        students: await count(Student),
        stays: await count(Stay),
        deposits: await count(Deposit),
        rentTerms: await count(RentTerms),
        activities: await count(Activity),
        outbox: await count(OutboxRow),
      };
    },
  };
}
