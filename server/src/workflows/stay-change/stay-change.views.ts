import { Injectable } from '@nestjs/common';
import type { StayChange } from '../../housing/occupancy/occupancy.service';
import type { Room } from '../../housing/rooms/room.entity';
import { StudentsService, StudentWithRoom } from '../../students/students.service';
import type { FieldWarning } from './stay-change.payload';

/** What a workflow that changes stays answers: the student and every bed and room it changed. */
export interface StayChangeView {
  student: StudentWithRoom;
  beds: StayChange['beds'];
  rooms: Room[];
  warnings: FieldWarning[];
}

@Injectable()
export class StayChangeViews {
  constructor(private readonly students: StudentsService) {}

  /** The committed change, with the student read afresh, and what the user should know about it. */
  async view(change: StayChange, warnings: FieldWarning[] = []): Promise<StayChangeView> {
    const [student] = await this.students.byIds([change.studentId]);
    return { student: student!, beds: change.beds, rooms: change.rooms, warnings };
  }
}
