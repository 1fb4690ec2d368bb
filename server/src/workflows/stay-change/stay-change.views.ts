import { Injectable } from '@nestjs/common';
import type { StayChange } from '../../housing/occupancy/occupancy.service';
import type { Room } from '../../housing/rooms/room.entity';
import { StudentsService, StudentWithRoom } from '../../students/students.service';

/** What a workflow that changes stays answers: the student and every bed and room it changed. */
export interface StayChangeView {
  student: StudentWithRoom;
  beds: StayChange['beds'];
  rooms: Room[];
}

@Injectable()
export class StayChangeViews {
  constructor(private readonly students: StudentsService) {}

  /** The committed change, with the student read afresh. */
  async view(change: StayChange): Promise<StayChangeView> {
    const [student] = await this.students.byIds([change.studentId]);
    return { student: student!, beds: change.beds, rooms: change.rooms };
  }
}
