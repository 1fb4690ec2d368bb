import type { EntityManager } from 'typeorm';
import type { RequestCaller } from '../../common/caller';
import { MAKER_CHECKER_ENFORCED } from '../../hostels/payment-maker-checker';
import { receiptNumberText } from '../../ledger/ledger-rules';
import type { RentSchedule } from '../../ledger/rent-billing/ledger-schedule';
import type { ExtraCharges } from '../../ledger/charges/extra-charges.service';
import type { LedgerBook } from '../../ledger/ledger-book.service';
import type { PaymentReversals } from '../../ledger/payments/payment-reversals.service';
import type { PaymentsBook, PaymentWritten } from '../../ledger/payments/payments-book.service';
import type { RentBilling } from '../../ledger/rent-billing/rent-billing.service';
import type { RentChangeBook } from '../../ledger/rent-changes/rent-change-book.service';
import { addDays, type PaymentMethod } from '@hostel-admin/rules';

/** The ledger's owners the demo writes through, as the app's workflows do. */
export interface DemoLedger {
  book: LedgerBook;
  billing: RentBilling;
  payments: PaymentsBook;
  charges: ExtraCharges;
  changes: RentChangeBook;
  reversals: PaymentReversals;
}

/** The demo hostel's people who take money: the admin records cash, the warden UPI and bank transfers. */
export interface DemoCashiers {
  admin: RequestCaller;
  warden: RequestCaller;
}

/**
 * How each seated resident's account looks on the first start, in turn: most pay on time; some pay part of
 * the current month, leave it due, fall two months behind (overdue), wait on a UPI payment the admin has not
 * verified yet, or are a month ahead.
 */
export const DEMO_PAYERS = [
  'on_time',
  'on_time',
  'partial',
  'on_time',
  'due',
  'pending',
  'on_time',
  'behind',
  'ahead',
] as const;
/**
 * The second resident has paid only their first month: five months unpaid, so the dues list has money in every
 * ageing bucket (0–30, 31–60, 61–90 and over 90 days past due).
 */
export const DEMO_LONG_BEHIND_INDEX = 1;
type Payer = (typeof DEMO_PAYERS)[number] | 'months_behind';

/** Bills the resident's rent up to today and records their payments as their kind of payer would have made them. */
export async function seedDemoAccount(
  manager: EntityManager,
  ledger: DemoLedger,
  cashiers: DemoCashiers,
  resident: { schedule: RentSchedule; name: string },
  index: number,
  today: string,
): Promise<void> {
  const { schedule, name } = resident;
  await ledger.billing.billRent(manager, schedule, today);
  const { charges } = await ledger.book.state(manager, schedule.studentId);
  const periods = charges.filter((c) => c.kind === 'rent');
  if (!periods.length) return;
  const payer: Payer = index === DEMO_LONG_BEHIND_INDEX ? 'months_behind' : DEMO_PAYERS[index % DEMO_PAYERS.length];
  const unpaid =
    payer === 'months_behind'
      ? Math.min(5, periods.length - 1)
      : payer === 'behind'
        ? 2
        : payer === 'due' || payer === 'partial' || payer === 'pending'
          ? 1
          : 0;
  const rent = schedule.monthlyRentPaise;
  let k = 0;
  const pay = async (amountPaise: number, paidOn: string, method: PaymentMethod, by = cashiers.admin) =>
    ledger.payments.recordPayment(manager, by, {
      studentId: schedule.studentId,
      hostelId: schedule.hostelId,
      studentName: name,
      amountPaise,
      method,
      reference:
        method === 'cash'
          ? null
          : `${method === 'upi' ? '4' : 'HDFCN5'}${String(schedule.studentId * 7919 + k * 104729).padStart(11, '0')}`,
      paidOn: paidOn > today ? today : paidOn,
      note: null,
      idempotencyKey: `demo-${schedule.studentId}-${k++}`,
    });
  const verify = async ({ payment }: PaymentWritten) => {
    if (payment.status === 'pending')
      await ledger.payments.verifyPayment(
        manager,
        cashiers.admin,
        payment.id,
        schedule.studentId,
        name,
        MAKER_CHECKER_ENFORCED,
      );
  };

  const settled = periods.slice(0, periods.length - unpaid);
  for (const [i, period] of settled.entries()) {
    const paidOn = addDays(period.dueDate, (schedule.studentId + i) % 4);
    const method: PaymentMethod =
      (schedule.studentId + i) % 3 === 0 ? 'cash' : (schedule.studentId + i) % 3 === 1 ? 'upi' : 'bank_transfer';
    await verify(await pay(period.amountPaise, paidOn, method, method === 'cash' ? cashiers.admin : cashiers.warden));
  }
  const current = periods[periods.length - 1];
  const self = { id: schedule.studentId, hostelId: schedule.hostelId, name };
  if (payer === 'due' || payer === 'behind')
    await ledger.charges.add(manager, cashiers.warden, [{ resident: self, amountPaise: 45_000 }], {
      reason: 'electric',
      comment: 'Room meter, last month',
      dueDate: addDays(today, -10),
    });
  if (payer === 'partial') await pay(Math.round(rent / 2 / 100) * 100, addDays(current.dueDate, 1), 'cash');
  if (payer === 'pending') await pay(current.amountPaise, addDays(current.dueDate, 1), 'upi', cashiers.warden);
  if (payer === 'ahead') {
    await ledger.charges.add(manager, cashiers.warden, [{ resident: self, amountPaise: 80_000 }], {
      reason: 'maintenance',
      comment: 'Ceiling fan repaired',
      dueDate: addDays(today, -3),
    });
    await pay(rent + 80_000, today, 'cash');
  }
}

/**
 * Update Rent's history on the first start: an admin raised one resident's rent from next month, and a warden
 * asked for a discount for another that waits for the admin.
 */
export async function seedDemoRentChanges(
  manager: EntityManager,
  ledger: DemoLedger,
  cashiers: DemoCashiers,
  residents: { schedule: RentSchedule; name: string }[],
  today: string,
): Promise<void> {
  const [raised, discounted] = residents;
  if (!raised || !discounted) return;
  const raise = await ledger.changes.record(manager, {
    hostelId: raised.schedule.hostelId,
    studentId: raised.schedule.studentId,
    kind: 'rent_change',
    amountPaise: raised.schedule.monthlyRentPaise + 50_000,
    effectiveDate: `${addDays(`${today.slice(0, 7)}-01`, 31).slice(0, 7)}-01`,
    comment: 'Room repainted and new mattress',
    requestedBy: cashiers.admin.actorId,
  });
  await ledger.changes.apply(manager, cashiers.admin, raise, raised.name);
  await ledger.changes.record(manager, {
    hostelId: discounted.schedule.hostelId,
    studentId: discounted.schedule.studentId,
    kind: 'one_time_discount',
    amountPaise: 50_000,
    effectiveDate: today,
    comment: 'Water supply cut for three days',
    requestedBy: cashiers.warden.actorId,
  });
}

/**
 * Voids and rejections on the first start: the admin voided a cash payment recorded twice at the desk, and rejected
 * a UPI payment whose UTR the bank statement does not show (the resident still owes what it would have paid).
 */
export async function seedDemoReversals(
  manager: EntityManager,
  ledger: DemoLedger,
  cashiers: DemoCashiers,
  residents: { schedule: RentSchedule; name: string }[],
  today: string,
): Promise<void> {
  const [twice, unpaid] = residents;
  if (!twice || !unpaid) return;
  const latest = (await ledger.book.state(manager, twice.schedule.studentId)).payments.at(-1);
  if (latest) {
    const paidOn = latest.paidOn;
    const duplicate = await ledger.payments.recordPayment(manager, cashiers.warden, {
      studentId: twice.schedule.studentId,
      hostelId: twice.schedule.hostelId,
      studentName: twice.name,
      amountPaise: latest.amountPaise,
      method: 'cash',
      reference: null,
      paidOn,
      note: null,
      idempotencyKey: `demo-duplicate-${twice.schedule.studentId}`,
    });
    const voidedOn = addDays(paidOn, 1) > today ? today : addDays(paidOn, 1);
    await ledger.reversals.reverse(
      manager,
      cashiers.admin,
      { id: twice.schedule.studentId, name: twice.name },
      duplicate.payment.id,
      'void',
      `Duplicate entry: the same payment was recorded twice; receipt ${receiptNumberText(latest.receiptNo)} stands`,
      voidedOn,
    );
  }
  const upi = await ledger.payments.recordPayment(manager, cashiers.warden, {
    studentId: unpaid.schedule.studentId,
    hostelId: unpaid.schedule.hostelId,
    studentName: unpaid.name,
    amountPaise: Math.round(unpaid.schedule.monthlyRentPaise / 2 / 100) * 100,
    method: 'upi',
    reference: `6330${String(unpaid.schedule.studentId * 7919).padStart(8, '0')}`,
    paidOn: addDays(today, -3),
    note: 'Screenshot shown at the desk',
    idempotencyKey: `demo-upi-never-arrived-${unpaid.schedule.studentId}`,
  });
  await ledger.reversals.reverse(
    manager,
    cashiers.admin,
    { id: unpaid.schedule.studentId, name: unpaid.name },
    upi.payment.id,
    'reject',
    'UTR not found in the bank statement; the resident was asked to pay again',
    addDays(today, -1),
  );
}
