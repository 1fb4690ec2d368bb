import { DataSource } from 'typeorm';
import { startTestApp, TEST_DATABASES, TestApp } from '../../test/support/test-app';
import { caller, studentsKit } from '../../test/support/students';
import { seedTwoHostels } from '../../test/support/users';
import { Transactions } from '../common/transactions';
import { BedAssignmentService } from '../workflows/bed-assignment/bed-assignment.service';
import { StudentChangesService } from '../workflows/student-changes/student-changes.service';
import { Activity } from './activity.entity';
import { type DomainEvent, LOG_FREE_KINDS } from './domain-events';
import { Events } from './events.service';
import { OutboxRow } from './outbox-row.entity';
import { Outbox, readEvent } from './outbox.service';

describe.each(TEST_DATABASES)('domain events on %s', (database) => {
  let t: TestApp;
  let data: DataSource;
  let hostelId: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    data = t.app.get(DataSource);
    hostelId = (await seedTwoHostels(t)).hostelA.id;
  });
  afterAll(() => t.close());

  const payment = (paymentId: number): DomainEvent => ({
    kind: 'payment.recorded',
    actor: { actorId: 2 },
    subject: { type: 'student', id: 7, hostelId, label: 'Priya Nair', detail: 'Rs. 500.00 by Cash, receipt R-0001' },
    data: {
      paymentId,
      studentId: 7,
      amountPaise: 50_000,
      method: 'cash',
      receiptNo: 1,
      paidOn: '2026-11-20',
      status: 'complete',
    },
  });
  const rows = async () => ({
    activities: await data.manager.count(Activity),
    outbox: await data.manager.count(OutboxRow),
  });

  it('writes the activity row and the outbox row of an event together, the outbox carrying its typed data', async () => {
    t.clock.advanceSeconds(60);
    await t.app.get(Transactions).run((manager) => t.app.get(Events).emit(manager, payment(41)));
    const [activity] = await data.manager.find(Activity, { order: { id: 'DESC' }, take: 1 });
    expect(activity).toMatchObject({
      hostelId,
      actorUserId: 2,
      action: 'payment.recorded',
      subjectType: 'student',
      subjectId: 7,
      subjectLabel: 'Priya Nair',
      detail: 'Rs. 500.00 by Cash, receipt R-0001',
      createdAt: t.clock.now(),
    });
    const [row] = await data.manager.find(OutboxRow, { order: { id: 'DESC' }, take: 1 });
    expect(row).toMatchObject({ hostelId, kind: 'payment.recorded', occurredAt: t.clock.now(), dispatchedAt: null });
    expect(readEvent(row)).toEqual({
      id: row.id,
      kind: 'payment.recorded',
      hostelId,
      occurredAt: t.clock.now().toISOString(),
      actorUserId: 2,
      actorApiKeyId: null,
      subject: { type: 'student', id: 7, label: 'Priya Nair', detail: 'Rs. 500.00 by Cash, receipt R-0001' },
      data: payment(41).data,
    });
    // Waiting for dispatch until the dispatcher hands it over.
    const pending = await t.app.get(Transactions).run((manager) => t.app.get(Outbox).pending(manager, 100));
    expect(pending.map((e) => e.id)).toContain(row.id);
  });

  it('emits nothing when the change rolls back: no activity row, no outbox row', async () => {
    const before = await rows();
    await expect(
      t.app.get(Transactions).run(async (manager) => {
        await t.app.get(Events).emit(manager, payment(42));
        throw new Error('the change failed after its event');
      }),
    ).rejects.toThrow('the change failed after its event');
    expect(await rows()).toEqual(before);
  });

  it('gives every change of a writer one event: the outbox follows the activity log row for row', async () => {
    const kit = studentsKit(t);
    const warden = caller(hostelId, 'warden', 3);
    const room = await kit.newRoom(warden, 2);
    const { student } = await kit.checkIn(warden, room, 0, { name: 'Aarav Mehta' });
    await t.app.get(BedAssignmentService).moveStudent(warden, student.id, room.beds[1].id);
    await t.app.get(StudentChangesService).archiveStudent(warden, student.id);
    const log = await data.manager.find(Activity, { order: { id: 'ASC' } });
    const all = (await data.manager.find(OutboxRow, { order: { id: 'ASC' } })).map(readEvent);
    // Kinds for consumers only (a resident's rent period billed) have no log line; every other event has one.
    expect(all.filter((e) => LOG_FREE_KINDS.has(e.kind)).map((e) => e.kind)).toEqual(['rent.period_billed']);
    const outbox = all.filter((e) => !LOG_FREE_KINDS.has(e.kind));
    expect(outbox.map((e) => [e.kind, e.hostelId, e.actorUserId, e.subject.id, e.subject.detail])).toEqual(
      log.map((a) => [a.action, a.hostelId, a.actorUserId, a.subjectId, a.detail]),
    );
    expect(outbox.slice(-3).map((e) => e.data)).toEqual([
      {
        studentId: student.id,
        bedId: room.beds[0].id,
        roomId: room.id,
        moveInDate: expect.any(String),
        monthlyRentPaise: expect.any(Number),
        depositPaise: expect.any(Number),
      },
      { studentId: student.id, fromBedId: room.beds[0].id, toBedId: room.beds[1].id },
      { studentId: student.id, bedId: room.beds[1].id, leftOn: '2026-11-20' },
    ]);
  });
});
