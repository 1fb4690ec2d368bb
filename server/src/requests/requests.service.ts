import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { REQUEST_STATUS_LABELS, REQUEST_TYPE_LABELS, type RequestStatus } from '@hostel-admin/rules';
import { advisoryLock } from '../common/advisory-lock';
import { mayAccess, type Caller, type RequestCaller } from '../common/caller';
import { Clock } from '../common/clock';
import { ConflictError, InputError, NotFoundError } from '../common/errors';
import { lockResident } from '../common/resident-lock';
import { Transactions } from '../common/transactions';
import { Events } from '../events/events.service';
import { type AddRequestInput, requestKey } from './dto/add-request.input';
import { Request } from './request.entity';
import { RequestCounts } from './request-counts';
import { RequestStatusChange } from './request-status-change.entity';
import { dueAtOf, RequestTargetsService } from './request-targets.service';
import { RequestViews, type RequestView } from './request-views';
import { UsersService } from '../users/users.service';

interface Resident {
  id: number;
  name: string;
  archived: boolean;
  roomNumber: number | null;
}

/** A status change as the History shows it: who made it, by id and by name (null: the job queue's own). */
export type RequestHistoryStep = RequestStatusChange & { changedById: number | null; changedByName: string | null };

/** The only writer of `requests` and `request_status_changes`: raising a request and moving its status. */
@Injectable()
export class RequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly events: Events,
    private readonly targets: RequestTargetsService,
    private readonly views: RequestViews,
    private readonly users: UsersService,
    private readonly counts: RequestCounts,
  ) {}

  /** A request the caller may see (another hostel's is not found), as screens show it. */
  async get(caller: Caller, id: number): Promise<RequestView> {
    const request = await this.dataSource.manager.findOneBy(Request, { id });
    if (!request || !mayAccess(caller, request.hostelId)) throw new NotFoundError('Request', 'id');
    return this.views.one(this.dataSource.manager, request);
  }

  /** Whether a request is still open (pending or working): what the overdue alert checks when its time comes. */
  async openRequest(id: number): Promise<RequestView | null> {
    const request = await this.dataSource.manager.findOneBy(Request, { id });
    if (!request || request.status === 'complete') return null;
    return this.views.one(this.dataSource.manager, request);
  }

  /**
   * The status changes of each request, oldest first, with the name of who made each: two reads for any number of
   * requests (the batch function of a response's history loader, `RequestHistoryLoader`).
   */
  async histories(requestIds: readonly number[]): Promise<RequestHistoryStep[][]> {
    if (!requestIds.length) return [];
    const changes = await this.dataSource.manager.find(RequestStatusChange, {
      where: { requestId: In([...requestIds]) },
      order: { changedAt: 'ASC', id: 'ASC' },
    });
    const names = await this.users.namesByIds(
      changes.map((c) => c.changedBy).filter((id): id is number => id !== null),
    );
    const byRequest = new Map<number, RequestHistoryStep[]>(requestIds.map((id) => [id, []]));
    for (const change of changes)
      byRequest.get(change.requestId)?.push(
        Object.assign(change, {
          changedById: change.changedBy,
          changedByName: change.changedBy ? (names.get(change.changedBy) ?? null) : null,
        }),
      );
    return requestIds.map((id) => byRequest.get(id)!);
  }

  /**
   * Raises a request for a current resident of the caller's hostel (another hostel's resident is not found; one who
   * has left is refused naming `studentId`), pending, with the room they are in now (`at`: when it was raised, for the
   * demo's history; the API raises it now). With a form key (`idempotencyKey`, or `clientKey`, its old name), the same
   * submit again answers the request it made; the key with other content is a CONFLICT naming it.
   */
  async add(caller: RequestCaller, input: AddRequestInput, at = this.clock.now()): Promise<RequestView> {
    const hostelId = caller.hostelId;
    const text = input.text.trim();
    return this.transactions.run(async (manager) => {
      const formKey = requestKey(input);
      if (formKey) {
        await advisoryLock(manager, `request-key:${hostelId}:${formKey.key}`);
        const earlier = await manager.findOneBy(Request, { hostelId, clientKey: formKey.key });
        if (earlier) {
          if (earlier.type !== input.type || earlier.studentId !== input.studentId || earlier.text !== text)
            throw new ConflictError('This form was already sent with other details.', formKey.field);
          return this.views.one(manager, earlier);
        }
      }
      await lockResident(manager, input.studentId);
      const resident = await this.resident(manager, hostelId, input.studentId);
      if (!resident) throw new NotFoundError('Resident', 'studentId');
      if (resident.archived) throw InputError.field('studentId', 'This resident has left the hostel.');
      const raisedAt = at;
      const { id } = await manager.save(
        manager.create(Request, {
          hostelId,
          type: input.type,
          text,
          studentId: resident.id,
          roomNumber: resident.roomNumber,
          status: 'pending',
          raisedAt,
          raisedBy: caller.actorId,
          statusChangedAt: null,
          clientKey: formKey?.key ?? null,
        }),
      );
      await this.counts.raised(manager, hostelId, input.type, 'pending', raisedAt);
      const hours = (await this.targets.of(hostelId, manager))[input.type];
      await this.events.emit(manager, {
        kind: 'request.raised',
        actor: caller,
        subject: {
          type: 'student',
          id: resident.id,
          hostelId,
          label: resident.name,
          detail: `${REQUEST_TYPE_LABELS[input.type]}: ${text}`,
        },
        data: {
          requestId: id,
          studentId: resident.id,
          type: input.type,
          raisedAt: raisedAt.toISOString(),
          dueAt: dueAtOf(raisedAt, hours).toISOString(),
        },
      });
      return this.views.one(manager, await manager.findOneByOrFail(Request, { id }));
    });
  }

  /**
   * Moves a request to a status, with an optional note, logged in its history; the status it has already changes
   * nothing (ten identical changes at once: one history row, every answer the same). Another hostel's is not found.
   */
  async changeStatus(
    caller: RequestCaller,
    id: number,
    status: RequestStatus,
    note?: string | null,
    at = this.clock.now(),
  ): Promise<RequestView> {
    return this.transactions.run(async (manager) => {
      await advisoryLock(manager, `request:${id}`);
      const request = await manager.findOneBy(Request, { id });
      if (!request || !mayAccess(caller, request.hostelId)) throw new NotFoundError('Request', 'id');
      if (request.status === status) return this.views.one(manager, request);
      const cleanNote = note?.trim() || null;
      await manager.update(Request, { id }, { status, statusChangedAt: at });
      await this.counts.moved(manager, request.hostelId, request.type, request.status, status);
      await manager.insert(RequestStatusChange, {
        hostelId: request.hostelId,
        requestId: id,
        fromStatus: request.status,
        toStatus: status,
        changedBy: caller.actorId,
        changedAt: at,
        note: cleanNote,
      });
      const resident = await this.resident(manager, request.hostelId, request.studentId);
      const change = `${REQUEST_STATUS_LABELS[request.status]} → ${REQUEST_STATUS_LABELS[status]}`;
      await this.events.emit(manager, {
        kind: 'request.status_changed',
        actor: caller,
        subject: {
          type: 'student',
          id: request.studentId,
          hostelId: request.hostelId,
          label: resident?.name ?? `Resident ${request.studentId}`,
          detail: `${REQUEST_TYPE_LABELS[request.type]}: ${change}${cleanNote ? ` (${cleanNote})` : ''}`,
        },
        data: {
          requestId: id,
          studentId: request.studentId,
          type: request.type,
          from: request.status,
          to: status,
          note: cleanNote,
        },
      });
      return this.views.one(manager, await manager.findOneByOrFail(Request, { id }));
    });
  }

  /** A resident of the hostel, read under their lock: their name, whether they left, and their room now. */
  private async resident(manager: EntityManager, hostelId: number, studentId: number): Promise<Resident | null> {
    const row = await manager
      .createQueryBuilder()
      .select(['s.id AS id', 's.name AS name', 's.archived_at AS archived_at', 'st.room_number AS room_number'])
      .from('students', 's')
      .leftJoin('stays', 'st', 'st.student_id = s.id AND st.end_date IS NULL')
      .where('s.id = :studentId AND s.hostel_id = :hostelId', { studentId, hostelId })
      .getRawOne<{ id: number | string; name: string; archived_at: unknown; room_number: number | string | null }>();
    if (!row) return null;
    return {
      id: Number(row.id),
      name: row.name,
      archived: row.archived_at !== null && row.archived_at !== undefined,
      roomNumber: row.room_number === null ? null : Number(row.room_number),
    };
  }
}
