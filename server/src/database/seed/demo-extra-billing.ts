import type { RequestCaller } from '../../common/caller';
import type { ChargesService } from '../../workflows/charges/charges.service';
import type { VoidChargesService } from '../../workflows/charges/void-charges.service';

/** A room's electric bill this month, with readings: 275 units at Rs. 9 and a fixed charge of Rs. 8.51. */
const ELECTRIC_BILL = { previousReading: 4_312, currentReading: 4_587, ratePaise: 900, billPaise: 248_351 };
/** Water by the bucket count, per resident. */
const WATER_PAISE = [18_000, 24_000, 12_000, 15_500];

/**
 * Extra Billing's history on the first start, through the charges workflow as the app writes it: a room's electric
 * bill split among its residents (odd paise placed), water charged per resident, and a charge an admin voided.
 */
export async function seedDemoExtraBilling(
  charges: ChargesService,
  voids: VoidChargesService,
  people: { admin: RequestCaller; warden: RequestCaller },
  roomIds: number[],
): Promise<void> {
  const { admin, warden } = people;
  const rooms = [];
  for (const roomId of roomIds) {
    const split = await charges.meterSplit(admin, roomId, ELECTRIC_BILL.billPaise);
    if (split.parts.length >= 3) rooms.push(split);
    if (rooms.length === 2) break;
  }
  const [metered, watered] = rooms;
  if (!metered || !watered) return;
  const { billPaise, ...readings } = ELECTRIC_BILL;
  await charges.addCharges(warden, {
    charges: metered.parts.map((p) => ({ studentId: p.studentId, amountPaise: p.amountPaise })),
    meter: { roomId: metered.roomId, billPaise, ...readings },
    reason: 'electric',
    comment: 'November bill',
    idempotencyKey: 'demo-meter-bill',
  });
  await charges.addCharges(warden, {
    charges: watered.parts.map((p, i) => ({
      studentId: p.studentId,
      amountPaise: WATER_PAISE[i % WATER_PAISE.length],
    })),
    reason: 'water',
    comment: 'Tanker water, by bucket count',
    idempotencyKey: 'demo-water',
  });
  const wrong = await charges.addCharges(warden, {
    studentIds: [watered.parts[0].studentId],
    amountPaise: 65_000,
    reason: 'maintenance',
    comment: 'Tube light replaced',
    idempotencyKey: 'demo-maintenance',
  });
  await voids.voidCharges(admin, {
    chargeIds: wrong.chargeIds,
    reason: 'Charged to the wrong room: the light was in the corridor',
    idempotencyKey: 'demo-void',
  });
}
