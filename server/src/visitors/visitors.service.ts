import { HttpStatus, Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { visitorMessages } from '@hostel-admin/rules';
import { advisoryLock } from '../common/advisory-lock';
import { type Caller, mayAccess, type RequestCaller } from '../common/caller';
import { Clock } from '../common/clock';
import { AppError, ConflictError, NotFoundError } from '../common/errors';
import { isUniqueViolation, Transactions } from '../common/transactions';
import type { EventSubject } from '../events/domain-events';
import { Events } from '../events/events.service';
import { StudentsService } from '../students/students.service';
import type { SignInVisitorInput } from './dto/sign-in-visitor.input';
import type { VisitorsArgs } from './dto/visitors.args';
import type { VisitorModel, VisitorPageModel } from './models/visitor.model';
import { VisitorListQuery } from './visitor-list.query';
import { Visitor } from './visitor.entity';

/** The resident is not a current resident of the caller's hostel (or not there at all): NOT_FOUND naming `studentId`. */
const residentNotFound = () =>
  new AppError('NOT_FOUND', HttpStatus.NOT_FOUND, visitorMessages.residentNotFound, [
    { field: 'studentId', message: visitorMessages.residentNotFound },
  ]);

/** A visit as the demo log writes it. */
export type PastVisit = Omit<Visitor, 'id'>;

const subjectOf = (visitor: Visitor, residentName: string): EventSubject => ({
  type: 'visitor',
  id: visitor.id,
  hostelId: visitor.hostelId,
  label: visitor.name,
  detail: `Visiting ${residentName}`,
});

/** The only writer of `visitors`: signs visitors in and out, and reads the log. */
@Injectable()
export class VisitorsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly events: Events,
    private readonly clock: Clock,
    private readonly students: StudentsService,
    private readonly listQuery: VisitorListQuery,
  ) {}

  /** One page of the caller's visitor log, newest first; a resident's own visitors when `studentId` is given. */
  async list(caller: Caller, args: VisitorsArgs): Promise<VisitorPageModel> {
    if (args.studentId !== undefined) {
      const student = await this.students.findOne(caller, args.studentId).catch(() => null);
      if (!student) throw residentNotFound();
    }
    const page = await this.listQuery.page(caller, args, this.clock);
    return { ...page, insideCount: await this.listQuery.insideCount(caller) };
  }

  /**
   * Signs a visitor in now, to see a current resident of the caller's hostel. Under the lock of the visitor's phone
   * in the hostel, a phone already inside is a CONFLICT naming `phone`: the same form sent twice signs in once.
   */
  async signIn(caller: RequestCaller, input: SignInVisitorInput): Promise<VisitorModel> {
    const hostelId = caller.hostelId;
    try {
      const visitor = await this.transactions.run(async (manager) => {
        await advisoryLock(manager, `visitor-phone:${hostelId}:${input.phone}`);
        const resident = await this.students
          .findAssignable(manager, hostelId, input.studentId)
          .catch((error: unknown) => {
            throw error instanceof NotFoundError ? residentNotFound() : error;
          });
        if (await manager.existsBy(Visitor, { hostelId, phone: input.phone, outAt: IsNull() }))
          throw new ConflictError(visitorMessages.alreadyInside, 'phone');
        const saved = await manager.save(
          manager.create(Visitor, {
            hostelId,
            studentId: resident.id,
            name: input.name,
            phone: input.phone,
            purpose: input.purpose,
            idType: input.idType ?? null,
            inAt: this.clock.now(),
            outAt: null,
            signedInBy: caller.actorId,
            signedOutBy: null,
          }),
        );
        await this.events.emit(manager, {
          kind: 'visitor.signed_in',
          actor: caller,
          subject: subjectOf(saved, resident.name),
          data: { visitorId: saved.id, studentId: resident.id, inAt: saved.inAt.toISOString() },
        });
        return saved;
      });
      return (await this.listQuery.described([visitor]))[0]!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(visitorMessages.alreadyInside, 'phone');
      throw error;
    }
  }

  /**
   * Signs a visitor out now, under the visit's lock. A visitor already signed out keeps their first out time and the
   * answer is the visit as it stands: the same click sent twice signs out once.
   */
  async signOut(caller: RequestCaller, id: number): Promise<VisitorModel> {
    const visitor = await this.transactions.run(async (manager) => {
      await advisoryLock(manager, `visitor:${id}`);
      const found = await this.find(manager, caller, id);
      if (found.outAt !== null) return found;
      const outAt = this.clock.now();
      await manager.update(Visitor, { id: found.id }, { outAt, signedOutBy: caller.actorId });
      const resident = await this.students.findOne(caller, found.studentId).catch(() => null);
      await this.events.emit(manager, {
        kind: 'visitor.signed_out',
        actor: caller,
        subject: subjectOf(found, resident?.name ?? 'a resident'),
        data: {
          visitorId: found.id,
          studentId: found.studentId,
          inAt: found.inAt.toISOString(),
          outAt: outAt.toISOString(),
        },
      });
      return manager.findOneByOrFail(Visitor, { id: found.id });
    });
    return (await this.listQuery.described([visitor]))[0]!;
  }

  /**
   * The demo's past log (database/seed/demo-visitors.ts): visits that happened before the app held them, written as
   * they were, with no events (nothing happens now). Answers how many.
   */
  async importPast(manager: EntityManager, visits: PastVisit[]): Promise<number> {
    if (visits.length) await manager.insert(Visitor, visits);
    return visits.length;
  }

  /** A visit of the caller's hostel; another hostel's is not found, like a missing one. */
  private async find(manager: EntityManager, caller: Caller, id: number): Promise<Visitor> {
    const visitor = await manager.findOneBy(Visitor, { id });
    if (!visitor || !mayAccess(caller, visitor.hostelId)) throw new NotFoundError('Visitor', 'id');
    return visitor;
  }
}
