import { DataSource } from 'typeorm';
import { Activity } from '../src/events/activity.entity';
import { Hostel } from '../src/hostels/hostel.entity';
import { ApiRoom, GqlResponse, startHostelApi, Who } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';
import { pdfText } from './support/pdf-text';

/*
 * Issue 21, items 11, 12 and 14: what a payment does is said before it is recorded (paymentPreview, by the
 * arithmetic recording uses) and after (settles with the year, balanceAfterPaise); the receipt prints the periods
 * with their year, the balance after it, the hostel's phone and GSTIN or PAN (setHostelDetails) and a signature
 * line; admins see how many rent changes wait for them (rentChangesWaiting), their hostel's only.
 */

const SET = `mutation ($input: HostelDetailsInput!, $id: ID) { setHostelDetails(input: $input, id: $id) { id phone gstin pan } }`;
const HOSTEL = `query { hostel { id phone gstin pan } }`;
const PREVIEW = `query ($studentId: ID!, $amountPaise: Money!, $method: PaymentMethod) {
  paymentPreview(studentId: $studentId, amountPaise: $amountPaise, method: $method) {
    studentId amountPaise advancePaise balanceAfterPaise pendingBeforePaise countsOnceVerified
    settles { label amountPaise chargePaise whole cleared }
  }
}`;
const RECORD = `mutation ($input: RecordPaymentInput!) {
  recordPayment(input: $input) { payment { id status settles balanceAfterPaise } student { id balance { balancePaise } } }
}`;
const WAITING = `query { rentChangesWaiting }`;
const UPDATE = `mutation ($input: UpdateRentInput!) { updateRent(input: $input) { changes { id status } } }`;
const DECIDE = `mutation ($id: ID!, $approve: Boolean!) { decideRentChange(id: $id, approve: $approve) { id status } }`;

describe.each(TEST_DATABASES)('receipts, payment previews and waiting approvals on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let data: DataSource;
  let room: ApiRoom;
  let bed = 0;
  let keys = 0;

  beforeAll(async () => {
    api = await startHostelApi(db);
    data = api.t.app.get(DataSource);
    room = await api.newRoom('adminA', 10);
  });
  afterAll(() => api.close());
  afterEach(async () => {
    expect(await brokenMoneyInvariants(api.t)).toEqual({});
    await data.getRepository(Hostel).update({ id: api.seed.hostelA.id }, { phone: null, gstin: null, pan: null });
  });

  /** Moved in on 2026-10-05 at Rs. 6,500 a month: Oct–Nov and Nov–Dec 2026 billed (today is 2026-11-20). */
  const resident = async (name: string) =>
    (await api.checkIn(room, bed++, 'wardenA', { name, moveInDate: '2026-10-05' })).student.id;
  const preview = async (studentId: string, amountPaise: number, method?: string, who: Who = 'wardenA') =>
    api.ask(PREVIEW, { studentId, amountPaise, method }, who);
  const previewOf = async (studentId: string, amountPaise: number, method?: string) => {
    const res = await preview(studentId, amountPaise, method);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.paymentPreview;
  };
  const record = async (studentId: string, amountPaise: number, method = 'cash', who: Who = 'wardenA') => {
    const input = {
      studentId,
      amountPaise,
      method,
      reference: method === 'cash' ? null : `8123456789${String(++keys).padStart(2, '0')}${db.length}`,
      paidOn: '2026-11-18',
      idempotencyKey: `receipts-${db}-${++keys}`,
    };
    const res = await api.ask(RECORD, { input }, who);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.recordPayment;
  };
  const codeOf = (res: GqlResponse) => api.errorOf(res)?.extensions.code;
  const fieldsOf = (res: GqlResponse) =>
    Object.fromEntries((api.errorOf(res)?.extensions.fields ?? []).map((f) => [f.field, f.message]));
  const receiptText = async (paymentId: string, who: Who = 'adminA') => {
    const pdf = await api.t
      .http()
      .get(`/api/payments/${paymentId}/receipt`)
      .set('Authorization', `Bearer ${api.tokens[who]}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    return pdfText(pdf.body as Buffer);
  };

  describe('hostel details (Profile, Hostel settings)', () => {
    it('lets an admin set the phone, GSTIN and PAN, stored as written on receipts, and logs the change', async () => {
      const res = await api.ask(
        SET,
        { input: { phone: '098450 12345', gstin: ' 29aakcs1234m1z5 ', pan: 'aakcs 1234 m' } },
        'adminA',
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.setHostelDetails).toMatchObject({
        phone: '+919845012345',
        gstin: '29AAKCS1234M1Z5',
        pan: 'AAKCS1234M',
      });
      expect((await api.ask(HOSTEL, {}, 'wardenA')).body.data.hostel.gstin).toBe('29AAKCS1234M1Z5');
      const [entry] = await data.manager.find(Activity, {
        where: { action: 'hostel.settings_changed', subjectId: api.seed.hostelA.id },
        order: { id: 'DESC' },
        take: 1,
      });
      expect(entry.detail).toBe('Phone: none → +919845012345; GSTIN: none → 29AAKCS1234M1Z5; PAN: none → AAKCS1234M');
      // Empty clears; the same details again change nothing and log nothing.
      const cleared = await api.ask(SET, { input: { phone: '', gstin: null, pan: '  ' } }, 'adminA');
      expect(cleared.body.data.setHostelDetails).toMatchObject({ phone: null, gstin: null, pan: null });
      const count = await data.manager.countBy(Activity, { action: 'hostel.settings_changed' });
      await api.ask(SET, { input: {} }, 'adminA');
      expect(await data.manager.countBy(Activity, { action: 'hostel.settings_changed' })).toBe(count);
    });

    it('refuses a bad phone, GSTIN or PAN, naming each field, and saves nothing', async () => {
      const res = await api.ask(
        SET,
        { input: { phone: '12345', gstin: '29AAKCS1234M1Z', pan: 'AAKC1234MM' } },
        'adminA',
      );
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(res)).toEqual({
        phone: 'Phone must be a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.',
        gstin:
          'GSTIN must be 15 characters: 2 digits of the state, the 10-character PAN, then 3 more (22AAAAA0000A1Z5).',
        pan: 'PAN must be 10 characters: 5 letters, 4 digits, 1 letter (AAAAA9999A).',
      });
      expect(fieldsOf(await api.ask(SET, { input: { gstin: 'x'.repeat(41) } }, 'adminA'))).toEqual({
        gstin: 'GSTIN can be at most 40 characters.',
      });
      expect((await api.ask(HOSTEL, {}, 'adminA')).body.data.hostel).toMatchObject({ phone: null, gstin: null });
    });

    it('is for admins of the hostel only', async () => {
      const input = { gstin: '29AAKCS1234M1Z5' };
      for (const who of ['wardenA', 'staffA', 'tenantA'] as Who[])
        expect(codeOf(await api.ask(SET, { input }, who))).toBe('FORBIDDEN');
      expect(codeOf(await api.ask(SET, { input }, null))).toBe('UNAUTHENTICATED');
      expect(codeOf(await api.ask(SET, { input, id: String(api.seed.hostelA.id) }, 'adminB'))).toBe('NOT_FOUND');
      expect((await api.ask(HOSTEL, {}, 'adminA')).body.data.hostel.gstin).toBeNull();
      const own = await api.ask(SET, { input, id: String(api.seed.hostelA.id) }, 'superadmin');
      expect(own.body.data.setHostelDetails.gstin).toBe('29AAKCS1234M1Z5');
    });
  });

  describe('paymentPreview', () => {
    it('says what a partial, an exact and an over payment settle, and what stays due or as credit', async () => {
      const id = await resident('Asha Rao');
      const partial = await previewOf(id, 800_000);
      expect(partial).toEqual({
        studentId: id,
        amountPaise: 800_000,
        settles: [
          { label: 'Oct–Nov 2026', amountPaise: 650_000, chargePaise: 650_000, whole: true, cleared: true },
          { label: 'Nov–Dec 2026', amountPaise: 150_000, chargePaise: 650_000, whole: false, cleared: false },
        ],
        advancePaise: 0,
        balanceAfterPaise: 500_000,
        pendingBeforePaise: 0,
        countsOnceVerified: false,
      });
      expect(await previewOf(id, 1_300_000)).toMatchObject({ advancePaise: 0, balanceAfterPaise: 0 });
      const over = await previewOf(id, 1_350_000);
      expect(over.settles.map((s: { label: string }) => s.label)).toEqual(['Oct–Nov 2026', 'Nov–Dec 2026']);
      expect(over).toMatchObject({ advancePaise: 50_000, balanceAfterPaise: -50_000 });

      // Recording answers what the preview said, and keeps it with the payment.
      const recorded = await record(id, 800_000);
      expect(recorded.payment).toMatchObject({
        settles: 'Oct–Nov 2026, Nov–Dec 2026 (part)',
        balanceAfterPaise: 500_000,
      });
      expect(recorded.student.balance.balancePaise).toBe(500_000);
      const rest = await previewOf(id, 500_000);
      expect(rest.settles).toEqual([
        { label: 'Nov–Dec 2026', amountPaise: 500_000, chargePaise: 650_000, whole: false, cleared: true },
      ]);
      expect(rest.balanceAfterPaise).toBe(0);
      const credit = await record(id, 600_000);
      expect(credit.payment).toMatchObject({
        settles: 'Nov–Dec 2026 (part), advance Rs. 1,000',
        balanceAfterPaise: -100_000,
      });
      expect((await previewOf(id, 20_000)).settles).toEqual([]);
      expect(await previewOf(id, 20_000)).toMatchObject({ advancePaise: 20_000, balanceAfterPaise: -120_000 });
    });

    it('says a UPI payment counts once verified, and counts earlier payments waiting for verification', async () => {
      const id = await resident('Ravi Kumar');
      expect(await previewOf(id, 200_000, 'upi')).toMatchObject({
        countsOnceVerified: true,
        balanceAfterPaise: 1_100_000,
      });
      const pending = await record(id, 200_000, 'upi');
      expect(pending.payment).toMatchObject({
        status: 'pending',
        settles: 'Oct–Nov 2026 (part)',
        balanceAfterPaise: 1_100_000,
      });
      const next = await previewOf(id, 700_000, 'cash');
      expect(next).toMatchObject({
        countsOnceVerified: false,
        pendingBeforePaise: 200_000,
        balanceAfterPaise: 400_000,
      });
      expect(next.settles).toEqual([
        { label: 'Oct–Nov 2026', amountPaise: 450_000, chargePaise: 650_000, whole: false, cleared: true },
        { label: 'Nov–Dec 2026', amountPaise: 250_000, chargePaise: 650_000, whole: false, cleared: false },
      ]);
    });

    it("is for those who record payments, for their hostel's residents, and checks the amount", async () => {
      const id = await resident('Kiran Das');
      expect(codeOf(await preview(id, 100_000, undefined, 'adminB'))).toBe('NOT_FOUND');
      expect(codeOf(await preview(id, 100_000, undefined, 'staffA'))).toBe('FORBIDDEN');
      expect(codeOf(await preview(id, 100_000, undefined, 'adminA'))).toBeUndefined();
      expect(fieldsOf(await preview(id, 0))).toEqual({ amountPaise: 'Amount must be above zero.' });
    });
  });

  it('prints the periods with their year, the balance after, the hostel phone and GSTIN, and a signature line', async () => {
    await api.ask(SET, { input: { phone: '+91 98450 12345', gstin: '29AAKCS1234M1Z5' } }, 'adminA');
    const id = await resident('Neha Singh');
    const { payment } = await record(id, 800_000);
    const text = await receiptText(payment.id);
    for (const part of [
      'Phone +91 98450 12345',
      'GSTIN 29AAKCS1234M1Z5',
      'Oct–Nov 2026, Nov–Dec 2026 (part)',
      'Balance after this payment Rs. 5,000 owed',
      'Received by ______________________________ (name, signature)',
    ])
      expect(text).toContain(part);

    // A PAN when there is no GSTIN; credit stated as such.
    await api.ask(SET, { input: { phone: '+91 98450 12345', gstin: null, pan: 'AAKCS1234M' } }, 'adminA');
    const { payment: over } = await record(id, 600_000);
    const overText = await receiptText(over.id, 'wardenA');
    expect(overText).toContain('PAN AAKCS1234M');
    expect(overText).not.toContain('GSTIN');
    expect(overText).toContain('Balance after this payment Rs. 1,000 credit');
  });

  describe('rentChangesWaiting', () => {
    it("counts the hostel's rent changes waiting for an admin, for admins only, and follows decisions", async () => {
      const id = await resident('Pooja Reddy');
      const count = async (who: Who = 'adminA') => (await api.ask(WAITING, {}, who)).body.data.rentChangesWaiting;
      const before = await count();
      const asked = await api.ask(
        UPDATE,
        {
          input: {
            studentIds: [id],
            kind: 'one_time_discount',
            amountPaise: 20_000,
            effectiveDate: '2026-11-20',
            comment: 'Festival offer',
            idempotencyKey: `receipts-waiting-${db}`,
          },
        },
        'wardenA',
      );
      const [change] = asked.body.data.updateRent.changes;
      expect(change.status).toBe('pending');
      expect(await count()).toBe(before + 1);
      expect(await count('adminB')).toBe(0);
      expect(codeOf(await api.ask(WAITING, {}, 'wardenA'))).toBe('FORBIDDEN');
      expect(codeOf(await api.ask(WAITING, {}, 'staffA'))).toBe('FORBIDDEN');
      await api.ask(DECIDE, { id: change.id, approve: false }, 'adminA');
      expect(await count()).toBe(before);
    });
  });
});
