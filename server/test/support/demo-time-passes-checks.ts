import { DataSource } from 'typeorm';
import { todayIn } from '../../src/common/calendar';
import { DEMO_ADMIN_PHONE } from '../../src/database/seed/demo-data';
import { JobWorker } from '../../src/jobs/job-worker';
import { periodsStarted } from '../../src/ledger/rent-billing/ledger-schedule';
import { StaySchedules } from '../../src/ledger/rent-billing/stay-schedules.service';
import { Student } from '../../src/students/student.entity';
import { brokenInvariants, brokenMoneyInvariants } from './invariants';
import { ledgerRowsOf, referenceMonth } from './month-reference';
import { graphql, loginAs } from './session';
import type { TestApp } from './test-app';
import { addDays, addMonths, readableDate } from '@hostel-admin/rules';

const DAY = 86_400_000;
const BALANCES = `query ($page: Int!) { students(page: $page, pageSize: 100) { totalCount items { id balance { chargedPaise balancePaise } } } }`;
const SUMMARY = `query ($month: String!) { paymentSummary(month: $month) { openingBalancePaise rentBilledPaise extraBilledPaise
  collectedPaise adjustmentsPaise closingBalancePaise } }`;
const NOTICE = `mutation ($input: GiveNoticeInput!) { giveNotice(input: $input) { id moveOutDate moveOutPassed } }`;
const CHECKOUT = `query ($id: ID!) { checkout(id: $id) { moveOutDate moveOutPassed } }`;
const DUES = `query ($search: String) { dues(search: $search) { items { name: student { name } moveOutPassed } } }`;
const DASHBOARD = `{ dashboard { recentActivity { action at } } }`;
const ALERTS = `{ alerts(pageSize: 50, unreadOnly: true) { items { kind text link } } }`;
const PREVIEW = `query ($id: ID!, $date: String!) { stayExtensionPreview(checkoutId: $id, moveOutDate: $date) { rentPaise periods } }`;
const EXTEND = `mutation ($input: ExtendStayInput!) { extendStay(input: $input) { moveOutDate moveOutPassed } }`;

/**
 * The demo hostel used today, then the server down for 75 days (the clock moved, no worker running), then started
 * again: rent catches up once per period, money adds up, and a move-out date that passed meanwhile without a
 * settlement is acted on (no rent past it, an alert, a mark on Checkout and Dues) until an admin extends the stay.
 * It moves the seeded app's clock: demo-seeder.spec.ts runs it last.
 */
export function demoTimePassesChecks(app: () => TestApp, database: string) {
  describe('a server stopped for 75 days', () => {
    let t: TestApp;
    let db: DataSource;
    let token: string;
    const ask = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await graphql(t, query, variables, token).expect(200);
      return res.body as { data: Record<string, any>; errors?: { message: string }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const must = async (query: string, variables: Record<string, unknown> = {}) => {
      const body = await ask(query, variables);
      expect(body.errors).toBeUndefined();
      return body.data;
    };

    beforeAll(async () => {
      t = app();
      db = t.app.get(DataSource);
      token = await loginAs(t, DEMO_ADMIN_PHONE);
    });

    it('bills each period once, keeps money adding up, and acts on a move-out date that passed', async () => {
      const worker = t.app.get(JobWorker);
      const drain = async () => {
        while ((await worker.runDue()) > 0);
      };
      await drain();
      const before = todayIn(t.clock);
      const [pick] = (await db.query(`SELECT s.id FROM students s JOIN rent_terms t ON t.student_id = s.id
      WHERE s.archived_at IS NULL AND t.monthly_rent_paise > 0 AND NOT EXISTS (SELECT 1 FROM checkouts k WHERE k.student_id = s.id)
      ORDER BY s.id DESC LIMIT 1`)) as { id: number }[];
      const leaver = await db.getRepository(Student).findOneByOrFail({ id: Number(pick.id) });
      const notice = (
        await must(NOTICE, {
          input: { idempotencyKey: `tp-${database}-1`, studentId: String(leaver.id), noticeDate: before },
        })
      ).giveNotice;
      expect(notice.moveOutPassed).toBe(false);
      // Kept reads filled before the gap: the month's summary and the balances.
      await must(SUMMARY, { month: before.slice(0, 7) });
      await must(BALANCES, { page: 1 });
      await must(DASHBOARD);

      t.clock.advance(75 * DAY);
      token = await loginAs(t, DEMO_ADMIN_PHONE);
      await drain();
      const today = todayIn(t.clock);
      expect(notice.moveOutDate < today).toBe(true);

      // Every resident billed each started period once; none past the move-out date.
      const schedules = t.app.get(StaySchedules);
      const residents = await db.getRepository(Student).find();
      const rent = (await db.query(`SELECT student_id, rent_period FROM charges WHERE kind = 'rent'`)) as {
        student_id: number;
        rent_period: string;
      }[];
      for (const student of residents.filter((s) => s.archivedAt === null)) {
        const schedule = await schedules.of(null, student);
        if (!schedule || !schedule.monthlyRentPaise) continue;
        const billed = rent
          .filter((r) => Number(r.student_id) === student.id)
          .map((r) => r.rent_period)
          .sort();
        const owed = periodsStarted(schedule, today).map((p) => p.startDate);
        expect([student.name, billed.filter((p) => p >= owed[0])]).toEqual([student.name, owed]);
      }
      const leaverRent = (await db.query(
        `SELECT COALESCE(SUM(c.amount_paise), 0) AS net FROM charges c LEFT JOIN charges r ON r.id = c.reverses_charge_id
       WHERE c.student_id = ${leaver.id} AND COALESCE(r.rent_period, c.rent_period) >= '${notice.moveOutDate}'`,
      )) as { net: number | string }[];
      expect(Number(leaverRent[0].net)).toBe(0);
      // The dashboard kept before the gap answers the job's writes: its activity has the rent billed after it.
      const activity = (await must(DASHBOARD)).dashboard.recentActivity as { action: string; at: string }[];
      expect(activity.some((a) => a.action === 'rent.billed' && a.at >= t.clock.now().toISOString().slice(0, 10))).toBe(
        true,
      );

      // Balances as the API answers them equal the ledger's rows, and every month's equation adds up and chains.
      const sums = new Map(
        (
          (await db.query(`SELECT student_id, SUM(amount_paise) AS charged FROM charges GROUP BY student_id`)) as {
            student_id: number;
            charged: string;
          }[]
        ).map((r) => [String(r.student_id), Number(r.charged)]),
      );
      for (const s of (await must(BALANCES, { page: 1 })).students.items)
        expect([s.id, s.balance.chargedPaise]).toEqual([s.id, sums.get(s.id) ?? 0]);
      expect(await brokenMoneyInvariants(t)).toEqual({});
      expect(await brokenInvariants(t)).toEqual({});
      const rows = await ledgerRowsOf(db, leaver.hostelId);
      let month = addMonths(`${before.slice(0, 7)}-01`, -3).slice(0, 7);
      let closing: number | null = null;
      while (month <= today.slice(0, 7)) {
        const summary = (await must(SUMMARY, { month })).paymentSummary;
        const reference = referenceMonth(rows, month);
        expect([month, summary.rentBilledPaise, summary.closingBalancePaise]).toEqual([
          month,
          reference.rentBilledPaise,
          reference.closingBalancePaise,
        ]);
        const s = summary;
        expect(
          s.openingBalancePaise + s.rentBilledPaise + s.extraBilledPaise - s.collectedPaise + s.adjustmentsPaise,
        ).toBe(s.closingBalancePaise);
        if (closing !== null) expect([month, s.openingBalancePaise]).toEqual([month, closing]);
        closing = s.closingBalancePaise;
        month = addMonths(`${month}-01`, 1).slice(0, 7);
      }

      // The move-out date passed without a settlement: an alert names the resident; Checkout and Dues mark it.
      // (The demo's residents under notice passed theirs too: each has its own alert.)
      const passed = async () =>
        (await must(ALERTS)).alerts.items.filter(
          (a: { kind: string; text: string }) => a.kind === 'move_out_passed' && a.text.startsWith(`${leaver.name}'s`),
        );
      expect(await passed()).toEqual([
        {
          kind: 'move_out_passed',
          text: `${leaver.name}'s move-out date, ${readableDate(notice.moveOutDate)}, passed without a settlement`,
          link: `/admin/payment-details/checkout?search=${encodeURIComponent(leaver.name)}`,
        },
      ]);
      expect((await must(CHECKOUT, { id: notice.id })).checkout.moveOutPassed).toBe(true);
      const dues = (await must(DUES, { search: leaver.name })).dues.items;
      expect(dues).toEqual([{ name: { name: leaver.name }, moveOutPassed: true }]);

      // The admin extends the stay: what it bills is said first, then rent resumes to the new date, once.
      const until = addDays(today, 20);
      const preview = (await must(PREVIEW, { id: notice.id, date: until })).stayExtensionPreview;
      expect(preview.periods).toBeGreaterThan(0);
      const charged = async () =>
        Number(
          (
            (await db.query(`SELECT SUM(amount_paise) AS n FROM charges WHERE student_id = ${leaver.id}`)) as {
              n: string;
            }[]
          )[0].n,
        );
      const chargedBefore = await charged();
      const input = { idempotencyKey: `tp-${database}-2`, checkoutId: notice.id, moveOutDate: until };
      const [first, second] = await Promise.all([ask(EXTEND, { input }), ask(EXTEND, { input })]);
      expect([first.errors, second.errors]).toEqual([undefined, undefined]);
      expect(first.data.extendStay).toEqual({ moveOutDate: until, moveOutPassed: false });
      expect(await charged()).toBe(chargedBefore + preview.rentPaise);
      await drain();
      expect(await charged()).toBe(chargedBefore + preview.rentPaise);
      // Dealt with: the alert is resolved (and read) for everyone.
      expect(await passed()).toEqual([]);
      expect(await brokenMoneyInvariants(t)).toEqual({});
      const refused = await ask(EXTEND, {
        input: { ...input, idempotencyKey: `tp-${database}-3`, moveOutDate: today },
      });
      expect(refused.errors?.[0].message).toBe('New move-out date must be after today.');
    }, 240_000);
  });
}
