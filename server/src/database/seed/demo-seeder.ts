import { ResidentAccessService } from '../../workflows/resident/resident-access.service';
import { seedDemoResidentLogin } from './demo-resident';
import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { todayIn } from '../../common/calendar';
import { type RequestCaller, userCaller } from '../../common/caller';
import { Clock } from '../../common/clock';
import { Transactions } from '../../common/transactions';
import { DepositsService } from '../../deposits/deposits.service';
import { RentSchedule, scheduleOf } from '../../ledger/rent-billing/ledger-schedule';
import { ExtraCharges } from '../../ledger/charges/extra-charges.service';
import { LedgerBook } from '../../ledger/ledger-book.service';
import { PaymentReversals } from '../../ledger/payments/payment-reversals.service';
import { PaymentsBook } from '../../ledger/payments/payments-book.service';
import { RentBilling } from '../../ledger/rent-billing/rent-billing.service';
import { RentChangeBook } from '../../ledger/rent-changes/rent-change-book.service';
import { SubscriptionInvoices } from '../../ledger/subscription-invoices/subscription-invoices.service';
import { SubscriptionInvoicing } from '../../workflows/subscription/subscription-invoicing.service';
import { HostelsService } from '../../hostels/hostels.service';
import type { Bed } from '../../housing/beds/bed.entity';
import { OccupancyService } from '../../housing/occupancy/occupancy.service';
import { RoomCounters } from '../../housing/occupancy/room-counters';
import type { Room } from '../../housing/rooms/room.entity';
import { RoomsService } from '../../housing/rooms/rooms.service';
import { RentTermsService } from '../../rent/rent-terms.service';
import type { Student } from '../../students/student.entity';
import { StudentsService } from '../../students/students.service';
import { ProfileService } from '../../users/profile.service';
import { VisitorsService } from '../../visitors/visitors.service';
import { MealsService } from '../../meals/meals.service';
import type { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { ChargesService } from '../../workflows/charges/charges.service';
import { VoidChargesService } from '../../workflows/charges/void-charges.service';
import { CheckoutService } from '../../workflows/checkout/checkout.service';
import {
  DEMO_DEPOSIT,
  DEMO_HOSTEL,
  DEMO_RENT_TERMS,
  DEMO_STAFF,
  demoBillFrom,
  demoRooms,
  demoStudents,
} from './demo-data';
import { seedDemoExtraBilling } from './demo-extra-billing';
import { NotificationResidents } from '../../notifications/notification-residents';
import { NotificationsBook } from '../../notifications/notifications-book.service';
import { seedDemoProfiles } from './demo-profile';
import { seedDemoRequests } from './demo-requests';
import { RequestsService } from '../../requests/requests.service';
import { seedDemoVisitors } from './demo-visitors';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoMeals } from './demo-meals';
import { DemoCashiers, DemoLedger, seedDemoAccount, seedDemoRentChanges, seedDemoReversals } from './demo-ledger';
import { addDays, addMonths } from '@hostel-admin/rules';

/**
 * Fills an empty database (no hostel yet) with the demo hostel, its staff, rooms, beds and students.
 * Each seated resident has a stay from their move-in date, rent terms (rent = the bed's price) and a
 * deposit paid on the move-in date.
 */
@Injectable()
export class DemoSeeder {
  private readonly logger = new Logger('DemoSeeder');

  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly hostels: HostelsService,
    private readonly users: UsersService,
    private readonly rooms: RoomsService,
    private readonly students: StudentsService,
    private readonly counters: RoomCounters,
    private readonly occupancy: OccupancyService,
    private readonly rent: RentTermsService,
    private readonly deposits: DepositsService,
    book: LedgerBook,
    billing: RentBilling,
    payments: PaymentsBook,
    charges: ExtraCharges,
    changes: RentChangeBook,
    reversals: PaymentReversals,
    private readonly checkout: CheckoutService,
    private readonly invoicing: SubscriptionInvoicing,
    private readonly invoices: SubscriptionInvoices,
    private readonly extraCharges: ChargesService,
    private readonly voids: VoidChargesService,
    private readonly profiles: ProfileService,
    private readonly requests: RequestsService,
    private readonly visitors: VisitorsService,
    private readonly notifications: NotificationsBook,
    private readonly notificationResidents: NotificationResidents,
    private readonly residentAccess: ResidentAccessService,
    private readonly meals: MealsService,
  ) {
    this.ledger = { book, billing, payments, charges, changes, reversals };
  }

  private readonly ledger: DemoLedger;

  /** Loads the demo data in one transaction unless a hostel exists; answers whether it did. */
  async seedIfEmpty(): Promise<boolean> {
    const seeded = await this.transactions.run(async (manager) => {
      if (await this.hostels.anyExists(manager)) return false;
      const hostel = await this.hostels.create(manager, DEMO_HOSTEL);
      // Six months of subscription history for Billing History.
      await this.hostels.setSubscriptionSince(manager, hostel.id, addMonths(todayIn(this.clock), -6));
      this.hostelId = hostel.id;
      const staff: User[] = [];
      for (const person of DEMO_STAFF)
        staff.push(await this.users.create(manager, { ...person, hostelId: hostel.id, aadharOrPan: null }));
      const as = (role: string) => {
        const user = staff.find((u) => u.role === role)!;
        return userCaller({ userId: user.id, hostelId: hostel.id, role: user.role, sessionId: 'demo-seed' });
      };
      this.cashiers = { admin: as('admin'), warden: as('warden') };
      this.desk = [as('staff'), as('warden'), as('admin')];

      const students = await this.students.insertMany(manager, hostel.id, demoStudents(this.clock.now()));
      this.residentId = students[0].id;
      const roomIds: number[] = [];
      let next = 0;
      for (const { occupied, ...spec } of demoRooms()) {
        const room = await this.rooms.insertRoom(manager, hostel.id, spec);
        roomIds.push(room.id);
        for (const bed of room.beds.slice(0, occupied)) await this.seat(manager, students[next], bed, room, next++);
      }
      await this.counters.recount(manager, roomIds);
      this.roomIds = roomIds;
      await seedDemoRentChanges(manager, this.ledger, this.cashiers, this.accounts.slice(0, 2), todayIn(this.clock));
      // A voided duplicate (an on-time payer) and a rejected UPI payment (the resident who paid half).
      await seedDemoReversals(
        manager,
        this.ledger,
        this.cashiers,
        [this.accounts[3], this.accounts[2]],
        todayIn(this.clock),
      );
      return true;
    });
    if (seeded) {
      await this.seedCheckouts();
      await seedDemoExtraBilling(this.extraCharges, this.voids, this.cashiers, this.roomIds);
      await this.seedInvoices();
      await seedDemoRequests(this.requests, this.cashiers, await this.currentResidents(), this.clock.now());
      await seedDemoProfiles(this.profiles, this.cashiers);
      await this.seedVisitors();
      await seedDemoNotifications(
        this.transactions,
        this.notifications,
        this.notificationResidents,
        this.cashiers.warden,
        this.clock.now(),
      );
      await seedDemoResidentLogin(this.residentAccess, this.cashiers.warden, this.residentId);
      await this.transactions.run((manager) =>
        seedDemoMeals(manager, this.meals, this.hostelId, this.desk, todayIn(this.clock), this.clock.now()),
      );
      this.logger.log(`Loaded the demo hostel "${DEMO_HOSTEL.name}"`);
    }
    return seeded;
  }

  /**
   * Checkout on the first start, through the checkout workflow (each step its own transaction, after the rest):
   * one resident under notice, one whose settlement is in process, one settled and gone, one whose move-out date
   * passed unsettled, and one who left owing more than their deposit covered (collectable, or to write off).
   */
  private async seedCheckouts() {
    const today = todayIn(this.clock);
    const [noticed, settling, settled] = this.accounts.slice(-3);
    const { admin, warden } = this.cashiers;
    // Each step's form key, as a client makes one per form.
    const key = (step: string, id: number) => `demo-${step}-${id}`;
    await this.checkout.giveNotice(warden, {
      studentId: noticed.schedule.studentId,
      noticeDate: addDays(today, -6),
      idempotencyKey: key('notice', noticed.schedule.studentId),
    });
    const inProcess = await this.checkout.giveNotice(warden, {
      studentId: settling.schedule.studentId,
      noticeDate: addDays(today, -20),
      idempotencyKey: key('notice', settling.schedule.studentId),
    });
    await this.checkout.prepare(warden, {
      checkoutId: inProcess.id,
      deductions: [{ kind: 'cleaning', amountPaise: 50_000, note: 'Deep cleaning of the room' }],
      idempotencyKey: key('settlement', inProcess.id),
    });
    const done = await this.checkout.giveNotice(warden, {
      studentId: settled.schedule.studentId,
      noticeDate: addDays(today, -45),
      idempotencyKey: key('notice', settled.schedule.studentId),
    });
    await this.checkout.prepare(warden, {
      checkoutId: done.id,
      deductions: [{ kind: 'damage', amountPaise: 120_000, note: 'Cupboard door replaced' }],
      idempotencyKey: key('settlement', done.id),
    });
    await this.checkout.approve(admin, done.id);
    await this.checkout.payRefund(admin, {
      checkoutId: done.id,
      method: 'bank_transfer',
      reference: 'HDFCN52026111800042',
      paidOn: addDays(today, -2),
      idempotencyKey: key('refund', done.id),
    });
    // One whose move-out date passed four days ago with no settlement: Checkout and Dues mark it, the bell says so.
    const overdue = this.accounts.at(-4)!.schedule.studentId;
    const notice = { studentId: overdue, noticeDate: addDays(today, -34), idempotencyKey: key('notice', overdue) };
    await this.checkout.giveNotice(warden, notice);
    // The resident who owes the most (of those not leaving already), when the deposit does not cover it.
    let owing: (typeof this.accounts)[number] | undefined;
    let most = DEMO_DEPOSIT.amountPaise;
    for (const account of this.accounts.slice(2, -4)) {
      const owed = (await this.ledger.book.state(null, account.schedule.studentId)).allocation.balancePaise;
      if (owed > most) [owing, most] = [account, owed];
    }
    if (!owing) return;
    const left = await this.checkout.giveNotice(warden, {
      studentId: owing.schedule.studentId,
      noticeDate: addDays(today, -40),
      idempotencyKey: key('notice', owing.schedule.studentId),
    });
    await this.checkout.prepare(warden, {
      checkoutId: left.id,
      deductions: [],
      idempotencyKey: key('settlement', left.id),
    });
    await this.checkout.approve(admin, left.id);
    await this.checkout.payRefund(admin, {
      checkoutId: left.id,
      method: 'cash',
      paidOn: addDays(today, -1),
      idempotencyKey: key('refund', left.id),
    });
  }

  /** The subscription's invoices so far, as the job issues them; all but the current one paid. */
  private async seedInvoices() {
    await this.invoicing.issue(this.hostelId);
    await this.transactions.run(async (manager) => {
      const { items } = await this.invoices.list(this.hostelId, undefined, 0, 100);
      for (const invoice of items.slice(1)) await this.invoices.markPaid(manager, this.cashiers.admin, invoice.id);
    });
  }

  /** The residents still living in the hostel after checkout, by id. */
  private async currentResidents(): Promise<{ id: number }[]> {
    const rows = await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .select('s.id', 'id')
        .from('students', 's')
        .where('s.hostel_id = :hostelId AND s.archived_at IS NULL', { hostelId: this.hostelId })
        .orderBy('s.id')
        .getRawMany<{ id: number | string }>(),
    );
    return rows.map((row) => ({ id: Number(row.id) }));
  }

  /** Two weeks of the visitor log, for the hostel's current residents. */
  private async seedVisitors() {
    const residents = await this.currentResidents();
    await this.transactions.run((manager) =>
      seedDemoVisitors(manager, this.visitors, this.hostelId, residents, this.desk, this.clock.now()),
    );
  }

  private hostelId = 0;
  private desk: RequestCaller[] = [];
  private residentId = 0;
  private roomIds: number[] = [];
  private cashiers!: DemoCashiers;
  private readonly accounts: { schedule: RentSchedule; name: string }[] = [];

  /** The resident's stay in the bed from their move-in date, rent terms, deposit and rent history. */
  private async seat(manager: EntityManager, student: Student, bed: Bed, room: Room, index: number) {
    await this.occupancy.assign(manager, student, bed, room, student.moveInDate);
    const today = todayIn(this.clock);
    const terms = {
      ...DEMO_RENT_TERMS,
      monthlyRentPaise: bed.pricePerMonthPaise,
      billFrom: demoBillFrom(student.moveInDate, today, index),
    };
    await this.rent.record(manager, student, terms);
    const method = DEMO_DEPOSIT.methods[index % DEMO_DEPOSIT.methods.length];
    await this.deposits.record(manager, student, {
      amountPaise: DEMO_DEPOSIT.amountPaise,
      paidOn: student.moveInDate,
      method,
    });
    // A demo resident has no notice when seeded: the schedule runs until a notice or an archive ends it.
    const schedule = scheduleOf(student, terms, { moveOutDate: null, lastPeriod: 'full' });
    await seedDemoAccount(manager, this.ledger, this.cashiers, { schedule, name: student.name }, index, today);
    this.accounts.push({ schedule, name: student.name });
  }
}
