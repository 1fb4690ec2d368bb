import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import type { Caller } from '../common/caller';
import type { Clock } from '../common/clock';
import { likePattern, offsetOf } from '../common/pagination';
import { VisitorFilter, type VisitorsArgs } from './dto/visitors.args';
import type { VisitorModel } from './models/visitor.model';
import { Visitor } from './visitor.entity';
import { UsersService } from '../users/users.service';

/** India's day (UTC+5:30) that holds `instant`, as the instants it starts and ends. */
export function indianDayAround(instant: Date): { start: Date; end: Date } {
  const day = new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  const start = new Date(`${day}T00:00:00+05:30`);
  return { start, end: new Date(start.getTime() + 86_400_000) };
}

/** The visitor log's reads: newest first, searched and filtered in SQL, with who signed each visit in and out. */
@Injectable()
export class VisitorListQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  async page(caller: Caller, args: VisitorsArgs, clock: Clock) {
    const query = this.dataSource.getRepository(Visitor).createQueryBuilder('v');
    if (caller.scope !== undefined) query.andWhere('v.hostel_id = :hostelId', { hostelId: caller.scope });
    if (args.studentId !== undefined) query.andWhere('v.student_id = :studentId', { studentId: args.studentId });
    if (args.filter === VisitorFilter.INSIDE) query.andWhere('v.out_at IS NULL');
    if (args.filter === VisitorFilter.TODAY) {
      const { start, end } = indianDayAround(clock.now());
      query.andWhere('v.in_at >= :start AND v.in_at < :end', { start, end });
    }
    const search = args.search?.trim();
    if (search) {
      const digits = search.replace(/[\s\-+()]/g, '');
      query.andWhere(
        `(lower(v.name) LIKE :pattern ESCAPE '\\' OR lower(v.purpose) LIKE :pattern ESCAPE '\\'${
          /^\d{3,}$/.test(digits) ? ' OR v.phone LIKE :digits' : ''
        } OR v.student_id IN (SELECT s.id FROM students s WHERE s.hostel_id = v.hostel_id AND lower(s.name) LIKE :pattern ESCAPE '\\'))`,
        { pattern: likePattern(search), digits: `%${digits}%` },
      );
    }
    const [rows, totalCount] = await query
      .orderBy('v.in_at', 'DESC')
      .addOrderBy('v.id', 'DESC')
      .skip(offsetOf(args))
      .take(args.pageSize)
      .getManyAndCount();
    return { items: await this.described(rows), totalCount };
  }

  /** How many visitors are inside now, in the caller's scope. */
  insideCount(caller: Caller): Promise<number> {
    return this.dataSource.getRepository(Visitor).count({
      where: { outAt: IsNull(), ...(caller.scope !== undefined ? { hostelId: caller.scope } : {}) },
    });
  }

  /** The rows as the API answers them, with the names of the users who signed them in and out. */
  async described(rows: Visitor[]): Promise<VisitorModel[]> {
    const names = await this.users.namesByIds(
      rows.flatMap((r) => [r.signedInBy, r.signedOutBy]).filter((id): id is number => !!id),
    );
    const nameOf = (id: number) => names.get(id) ?? 'Hostel staff';
    return rows.map((row) => ({
      id: row.id,
      studentId: row.studentId,
      name: row.name,
      phone: row.phone,
      purpose: row.purpose,
      idType: row.idType,
      inAt: row.inAt,
      outAt: row.outAt,
      inside: row.outAt === null,
      signedInBy: nameOf(row.signedInBy),
      signedOutBy: row.signedOutBy === null ? null : nameOf(row.signedOutBy),
    }));
  }
}
