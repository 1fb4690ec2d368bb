import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Activity } from '../src/events/activity.entity';
import { ApiRoom, startHostelApi, Who } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { atOnce, RACERS } from './support/race';
import { TEST_DATABASES } from './support/test-app';

const RECORD = `mutation ($input: RecordPaymentInput!) {
  recordPayment(input: $input) { payment { id reference receiptNumber student { id } } }
}`;
const SAME_REFERENCE = `query ($id: ID!) { payment(id: $id) {
  id sameReference { id receiptNumber amountPaise paidOn student { id name } }
} }`;

describe.each(TEST_DATABASES)('payment references on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom | null = null;
  let keys = 0;
  let beds = 0;
  let refs = 0;

  beforeAll(async () => {
    api = await startHostelApi(db);
  });
  afterAll(() => api.close());
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  /** A resident who moved in on 2026-10-05, in the next free bed of rooms of four. */
  async function resident(name: string) {
    if (!room || beds === room.beds.length) [room, beds] = [await api.newRoom('adminA', 4), 0];
    const { student } = await api.checkIn(room, beds++, 'wardenA', { name, moveInDate: '2026-10-05' });
    return student.id;
  }
  /** A UTR no other test uses: 12 digits. */
  const utr = () => `6330${String(++refs).padStart(8, '0')}`;
  const input = (studentId: string, reference: string, extra: Record<string, unknown> = {}) => ({
    studentId,
    amountPaise: 600_000,
    method: 'upi',
    reference,
    paidOn: '2026-11-18',
    idempotencyKey: `refs-key-${++keys}-${db}`,
    ...extra,
  });
  const send = (payment: Record<string, unknown>, who: Who = 'wardenA') => api.ask(RECORD, { input: payment }, who);
  const recorded = async (payment: Record<string, unknown>, who: Who = 'wardenA') => {
    const res = await send(payment, who);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data.recordPayment.payment as { id: string; receiptNumber: string; reference: string };
  };
  const count = async (where: string) =>
    Number(
      (
        (await api.t.app.get(DataSource).query(`SELECT COUNT(*) AS n FROM payments WHERE ${where}`)) as { n: string }[]
      )[0].n,
    );

  it('refuses a reference already used in the hostel, naming the payment, until the recorder confirms', async () => {
    const asha = await resident('Asha Rao');
    const ravi = await resident('Ravi Kumar');
    const reference = utr();
    const first = await recorded(input(asha, reference));

    const again = input(ravi, reference, { amountPaise: 550_000 });
    const refused = api.errorOf(await send(again));
    const message = `Reference ${reference} was already used for receipt ${first.receiptNumber} (Asha Rao, Rs. 6,000 on 18 Nov 2026). Check it, or record anyway.`;
    expect(refused).toMatchObject({
      message,
      extensions: { code: 'CONFLICT', fields: [{ field: 'reference', message }] },
    });
    expect(await count(`reference = '${reference}'`)).toBe(1);

    // Record anyway: the same form submit (its key), confirmed.
    const second = await recorded({ ...again, allowDuplicateReference: true });
    expect(second.reference).toBe(reference);
    expect(await count(`reference = '${reference}'`)).toBe(2);
    const logged = await api.t.app.get(DataSource).manager.findOneByOrFail(Activity, {
      action: 'payment.recorded',
      subjectId: Number(ravi),
    });
    expect(logged.detail).toBe(
      `Rs. 5,500 by UPI, receipt ${second.receiptNumber}; same reference as ${first.receiptNumber}, recorded on purpose`,
    );

    // A third names both, and each payment lists the others with its reference.
    const third = api.errorOf(await send(input(ravi, reference)));
    expect(third?.message).toBe(
      `Reference ${reference} was already used for receipts ${first.receiptNumber} (Asha Rao, Rs. 6,000 on 18 Nov 2026) and ${second.receiptNumber} (Ravi Kumar, Rs. 5,500 on 18 Nov 2026). Check it, or record anyway.`,
    );
    const matches = (await api.ask(SAME_REFERENCE, { id: first.id }, 'adminA')).body.data.payment.sameReference;
    expect(matches).toEqual([
      {
        id: second.id,
        receiptNumber: second.receiptNumber,
        amountPaise: 550_000,
        paidOn: '2026-11-18',
        student: { id: ravi, name: 'Ravi Kumar' },
      },
    ]);
    // What Verify asks (the web's own document): each waiting payment with its matches.
    const pendingQuery = readFileSync(join(__dirname, '../../web/src/domain/money/PendingPayments.graphql'), 'utf8');
    const pending = (await api.ask(pendingQuery, { id: ravi }, 'adminA')).body.data.student.pendingPayments;
    expect(pending).toEqual([
      expect.objectContaining({
        id: second.id,
        sameReference: [
          expect.objectContaining({
            id: first.id,
            receiptNumber: first.receiptNumber,
            student: { id: asha, name: 'Asha Rao' },
          }),
        ],
      }),
    ]);
    const none = await recorded(input(ravi, utr()));
    expect((await api.ask(SAME_REFERENCE, { id: none.id }, 'adminA')).body.data.payment.sameReference).toEqual([]);
  });

  it('answers a repeated submit with its first payment, never a refusal for its own reference', async () => {
    const id = await resident('Meera Iyer');
    const payment = input(id, utr());
    const first = await recorded(payment);
    expect(await recorded(payment)).toEqual(first);
    expect(await recorded({ ...payment, allowDuplicateReference: true })).toEqual(first);
    const sent = await atOnce(() => send(payment));
    expect(sent.outcomes).toEqual(Array(RACERS).fill('OK'));
    expect(await count(`idempotency_key = '${payment.idempotencyKey}'`)).toBe(1);
  });

  it('matches a reference in any case and with spaces around it', async () => {
    const id = await resident('Kabir Shah');
    const first = await recorded(input(id, 'HDFCN52026112600001', { method: 'bank_transfer' }));
    const lower = api.errorOf(await send(input(id, '  hdfcn52026112600001 ', { method: 'bank_transfer' })));
    expect(lower?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'reference' }] });
    expect(lower?.message).toContain(
      `Reference hdfcn52026112600001 was already used for receipt ${first.receiptNumber}`,
    );
    expect(api.errorOf(await send(input(id, 'Hdfcn52026112600001', { method: 'card' })))?.extensions.code).toBe(
      'CONFLICT',
    );
  });

  it("does not match another hostel's payment or a cash payment without a reference", async () => {
    const id = await resident('Neha Das');
    const reference = utr();
    await recorded(input(id, reference));
    const roomB = await api.newRoom('adminB', 1);
    const { student } = await api.checkIn(roomB, 0, 'adminB', { moveInDate: '2026-10-05' });
    expect((await recorded(input(student.id, reference), 'adminB')).reference).toBe(reference);
    await recorded(input(id, '', { method: 'cash', reference: null }));
    await recorded(input(id, '', { method: 'cash', reference: null }));
  });

  it('records one of ten payments with one reference sent at once under different keys; the rest are refused', async () => {
    const ids: string[] = [];
    for (let i = 0; i < RACERS; i++) ids.push(await resident(`Racer ${i}`));
    const reference = utr();
    let next = 0;
    const sent = await atOnce(() => send(input(ids[next++], reference)));
    expect(sent.outcomes.filter((o) => o === 'OK')).toHaveLength(1);
    const refused = sent.outcomes.filter((o) => o !== 'OK');
    expect(refused).toHaveLength(RACERS - 1);
    for (const outcome of refused)
      expect(outcome).toMatch(
        new RegExp(
          `^CONFLICT: Reference ${reference} was already used for receipt R-\\d{6} \\(Racer \\d, Rs\\. 6,000 on 18 Nov 2026\\)\\. Check it, or record anyway\\.$`,
        ),
      );
    expect(await count(`reference = '${reference}'`)).toBe(1);
  });
});
