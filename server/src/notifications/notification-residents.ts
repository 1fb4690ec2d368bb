import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { InputError, NotFoundError } from '../common/errors';
import { likePattern } from '../common/pagination';

export interface NotificationResident {
  id: number;
  name: string;
  phone: string;
  roomNumber: number | null;
}

/** The residents a notification may go to: the current (not archived) residents of the hostel, read from students. */
@Injectable()
export class NotificationResidents {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every current resident, by name (the recipient modal's list; its search narrows it). */
  async list(hostelId: number, search?: string): Promise<NotificationResident[]> {
    const query = this.query(this.dataSource.manager, hostelId).andWhere('s.archived_at IS NULL');
    if (search?.trim())
      query.andWhere(
        "(lower(s.name) LIKE :q ESCAPE '\\' OR s.phone LIKE :q ESCAPE '\\' OR CAST(st.room_number AS TEXT) LIKE :q ESCAPE '\\')",
        { q: likePattern(search) },
      );
    return (await query.orderBy('lower(s.name)').addOrderBy('s.id').getRawMany()).map(toResident);
  }

  /**
   * These residents, each a current resident of the hostel: one of another hostel (or none) is not found, one who
   * has left is refused; both name `studentIds`.
   */
  async current(manager: EntityManager, hostelId: number, ids: number[]): Promise<NotificationResident[]> {
    const rows = await this.query(manager, hostelId)
      .addSelect('s.archived_at', 'archivedAt')
      .andWhere('s.id IN (:...ids)', { ids })
      .getRawMany<{ archivedAt: unknown } & Record<string, unknown>>();
    if (rows.length !== ids.length) throw new NotFoundError('Resident', 'studentIds');
    const left = rows.find((r) => r.archivedAt);
    if (left) throw InputError.field('studentIds', `${String(left.name)} has left the hostel.`);
    return rows.map(toResident);
  }

  private query(manager: EntityManager, hostelId: number) {
    return manager
      .createQueryBuilder()
      .select(['s.id AS id', 's.name AS name', 's.phone AS phone', 'st.room_number AS "roomNumber"'])
      .from('students', 's')
      .leftJoin('stays', 'st', 'st.student_id = s.id AND st.end_date IS NULL')
      .where('s.hostel_id = :hostelId', { hostelId });
  }
}

const toResident = (r: Record<string, unknown>): NotificationResident => ({
  id: Number(r.id),
  name: String(r.name),
  phone: String(r.phone),
  roomNumber: r.roomNumber === null || r.roomNumber === undefined ? null : Number(r.roomNumber),
});
