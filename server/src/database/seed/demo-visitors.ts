import type { EntityManager } from 'typeorm';
import type { RequestCaller } from '../../common/caller';
import type { PastVisit, VisitorsService } from '../../visitors/visitors.service';
import { VISITOR_ID_TYPES } from '@hostel-admin/rules';

/** Who comes to a hostel: family on weekends, friends, deliveries and repairs in the week. */
const VISITORS: { name: string; purpose: string }[] = [
  { name: 'Ramesh Rao', purpose: 'Father' },
  { name: 'Lakshmi Menon', purpose: 'Mother' },
  { name: 'Arjun Patel', purpose: 'Brother' },
  { name: 'Pooja Sharma', purpose: 'Sister' },
  { name: 'Venkatesh Iyer', purpose: 'Uncle' },
  { name: 'Farhan Qureshi', purpose: 'Friend from college' },
  { name: 'Sunita Deshpande', purpose: 'Local guardian' },
  { name: 'Mohan Das', purpose: 'Laptop repair' },
  { name: 'Anil Yadav', purpose: 'Courier delivery' },
  { name: 'Kavitha Reddy', purpose: 'Project discussion' },
  { name: 'Harpreet Singh', purpose: 'Cousin' },
  { name: 'Deepa Nair', purpose: 'Mother' },
  { name: 'Rajesh Gupta', purpose: 'Father' },
  { name: 'Sneha Kulkarni', purpose: 'Friend' },
  { name: 'Imran Shaikh', purpose: 'Tiffin service' },
  { name: 'Geeta Joshi', purpose: 'Aunt' },
];

const MINUTE = 60_000;
/** Midnight in India of the day `daysBack` before `now`'s. */
function indianMidnight(now: Date, daysBack: number): number {
  const day = new Date(now.getTime() + 330 * MINUTE - daysBack * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T00:00:00+05:30`).getTime();
}

/**
 * Two weeks of the visitor log: two to five visits a day between 10:00 and 19:00, each signed out after 20 minutes
 * to three hours by whoever was at the desk; today's last three visitors are still inside.
 */
export function demoVisits(
  hostelId: number,
  residents: readonly { id: number }[],
  desk: readonly RequestCaller[],
  now: Date,
): PastVisit[] {
  const visits: PastVisit[] = [];
  let n = 0;
  for (let daysBack = 13; daysBack >= 0; daysBack--) {
    const midnight = indianMidnight(now, daysBack);
    const count = 2 + ((daysBack * 7) % 4);
    for (let i = 0; i < count; i++, n++) {
      const who = VISITORS[(n * 5) % VISITORS.length]!;
      const inAt = new Date(midnight + (10 * 60 + i * 130 + ((n * 37) % 60)) * MINUTE);
      const outAt = new Date(inAt.getTime() + (20 + ((n * 53) % 160)) * MINUTE);
      const signedIn = desk[n % desk.length]!;
      const signedOut = desk[(n + 1) % desk.length]!;
      visits.push({
        hostelId,
        studentId: residents[(n * 3) % residents.length]!.id,
        name: who.name,
        phone: `+9198450${String(10_000 + n).slice(-5)}`,
        purpose: who.purpose,
        idType: n % 4 === 3 ? null : VISITOR_ID_TYPES[n % VISITOR_ID_TYPES.length]!,
        inAt,
        outAt: outAt < now ? outAt : null,
        signedInBy: signedIn.actorId,
        signedOutBy: outAt < now ? signedOut.actorId : null,
      });
    }
  }
  // Today's visitors that came in the last two hours are inside now; so are three who came just now.
  const recent = visits.filter((v) => v.inAt < now);
  for (const [k, who] of [VISITORS[0]!, VISITORS[5]!, VISITORS[14]!].entries()) {
    const inAt = new Date(now.getTime() - (95 - k * 40) * MINUTE);
    recent.push({
      hostelId,
      studentId: residents[(k * 7 + 2) % residents.length]!.id,
      name: who.name,
      phone: `+9199001${String(100 + k).padStart(5, '0')}`,
      purpose: who.purpose,
      idType: VISITOR_ID_TYPES[k]!,
      inAt,
      outAt: null,
      signedInBy: desk[k % desk.length]!.actorId,
      signedOutBy: null,
    });
  }
  return recent.sort((a, b) => a.inAt.getTime() - b.inAt.getTime());
}

export function seedDemoVisitors(
  manager: EntityManager,
  visitors: VisitorsService,
  hostelId: number,
  residents: readonly { id: number }[],
  desk: readonly RequestCaller[],
  now: Date,
): Promise<number> {
  return visitors.importPast(manager, demoVisits(hostelId, residents, desk, now));
}
