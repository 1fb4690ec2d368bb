import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { Request } from './request.entity';
import { dueAtOf, RequestTargetsService } from './request-targets.service';

/** A request as screens show it: the resident's name now, when it is due and how long is left (negative: overdue). */
export interface RequestView extends Request {
  studentName: string;
  dueAt: Date;
  /** Minutes until it is due (negative: overdue by that much); null once complete. */
  minutesLeft: number | null;
}

/** Whole minutes until a request is due (negative: overdue by that much); null once complete. */
function minutesLeft(request: Request, dueAt: Date, now: Date): number | null {
  return request.status === 'complete' ? null : Math.floor((dueAt.getTime() - now.getTime()) / 60_000);
}

/** Turns request rows into views: the residents' names in one read, the due times by the hostel's targets now. */
@Injectable()
export class RequestViews {
  constructor(
    private readonly targets: RequestTargetsService,
    private readonly clock: Clock,
  ) {}

  /** `known`: the residents' names when the caller read them with the requests. */
  async of(manager: EntityManager, requests: Request[], known?: Map<number, string>): Promise<RequestView[]> {
    if (!requests.length) return [];
    const names = known ?? new Map<number, string>();
    if (!known)
      for (const row of await manager
        .createQueryBuilder()
        .select(['s.id AS id', 's.name AS name'])
        .from('students', 's')
        .where({ id: In([...new Set(requests.map((r) => r.studentId))]) })
        .getRawMany<{ id: number | string; name: string }>())
        names.set(Number(row.id), row.name);
    const hostelIds = [...new Set(requests.map((r) => r.hostelId))];
    const targets = new Map(
      await Promise.all(hostelIds.map(async (id) => [id, await this.targets.of(id, manager)] as const)),
    );
    const now = this.clock.now();
    return requests.map((request) => {
      const dueAt = dueAtOf(request.raisedAt, targets.get(request.hostelId)![request.type]);
      return Object.assign(new Request(), request, {
        studentName: names.get(request.studentId) ?? '',
        dueAt,
        minutesLeft: minutesLeft(request, dueAt, now),
      });
    });
  }

  /** The views again with their time left as of now (views kept from an earlier read: `ReadCache`). */
  asOfNow(views: RequestView[]): RequestView[] {
    const now = this.clock.now();
    return views.map((view) => Object.assign(new Request(), view, { minutesLeft: minutesLeft(view, view.dueAt, now) }));
  }

  async one(manager: EntityManager, request: Request): Promise<RequestView> {
    const [view] = await this.of(manager, [request]);
    return view;
  }
}
