import type { RequestStatus, RequestType } from '@hostel-admin/rules';
import type { RequestCaller } from '../../common/caller';
import type { RequestsService } from '../../requests/requests.service';

interface DemoRequest {
  type: RequestType;
  text: string;
  /** How long ago it was raised, in hours. */
  hoursAgo: number;
  /** The status changes that followed, each this many hours after it was raised. */
  steps: { to: RequestStatus; after: number; note?: string }[];
}

/**
 * Requests of every type and status, some past their target (service 24 h, food 48 h, room/bed and others 72 h),
 * raised by the warden or the admin on residents' behalf and moved on with notes.
 */
const DEMO_REQUESTS: DemoRequest[] = [
  { type: 'service', text: 'The ceiling fan in my room makes a loud rattling noise.', hoursAgo: 3, steps: [] },
  { type: 'service', text: 'Bathroom tap has been leaking since yesterday morning.', hoursAgo: 30, steps: [] },
  {
    type: 'service',
    text: 'Room not cleaned for two days, please send housekeeping.',
    hoursAgo: 10,
    steps: [{ to: 'working', after: 2, note: 'Housekeeping informed' }],
  },
  {
    type: 'service',
    text: 'Tube light near the study table is flickering.',
    hoursAgo: 50,
    steps: [{ to: 'working', after: 6, note: 'Electrician called' }],
  },
  { type: 'service', text: 'Drain blocked in the shared bathroom on the first floor.', hoursAgo: 1, steps: [] },
  {
    type: 'service',
    text: 'Mosquito net on the window is torn.',
    hoursAgo: 120,
    steps: [
      { to: 'working', after: 4 },
      { to: 'complete', after: 20, note: 'Net replaced' },
    ],
  },
  { type: 'bed_room', text: 'Would like a lower bunk because of a knee injury.', hoursAgo: 20, steps: [] },
  {
    type: 'bed_room',
    text: 'Request to shift to an AC room from next month.',
    hoursAgo: 100,
    steps: [{ to: 'working', after: 24, note: 'Waiting for an AC bed to free up' }],
  },
  {
    type: 'bed_room',
    text: 'Please move me to a room nearer to the lift.',
    hoursAgo: 200,
    steps: [
      { to: 'working', after: 5 },
      { to: 'complete', after: 48, note: 'Moved after the weekend' },
    ],
  },
  { type: 'food', text: 'Please add more vegetarian options at dinner.', hoursAgo: 6, steps: [] },
  { type: 'food', text: 'Jain food needed on Fridays (no onion or garlic).', hoursAgo: 60, steps: [] },
  {
    type: 'food',
    text: 'Breakfast was served cold yesterday.',
    hoursAgo: 96,
    steps: [{ to: 'complete', after: 10, note: 'Spoke to the kitchen' }],
  },
  {
    type: 'others',
    text: 'Need a spare key for my cupboard.',
    hoursAgo: 12,
    steps: [{ to: 'working', after: 1 }],
  },
  { type: 'others', text: 'Was a parcel for me kept at the security gate?', hoursAgo: 90, steps: [] },
  {
    type: 'others',
    text: 'Wi-Fi is very slow on the second floor in the evenings.',
    hoursAgo: 75,
    steps: [
      { to: 'working', after: 3, note: 'Router restarted' },
      { to: 'complete', after: 30 },
    ],
  },
];

const HOUR = 3_600_000;

/** Raises the demo requests for current residents, each at its time in the past, and moves them on. */
export async function seedDemoRequests(
  requests: RequestsService,
  people: { admin: RequestCaller; warden: RequestCaller },
  residents: { id: number }[],
  now: Date,
): Promise<void> {
  let index = 0;
  for (const demo of DEMO_REQUESTS) {
    const raisedAt = new Date(now.getTime() - demo.hoursAgo * HOUR);
    const resident = residents[(index * 7) % residents.length];
    const by = index++ % 3 === 0 ? people.admin : people.warden;
    const request = await requests.add(by, { type: demo.type, studentId: resident.id, text: demo.text }, raisedAt);
    for (const step of demo.steps)
      await requests.changeStatus(
        people.warden,
        request.id,
        step.to,
        step.note,
        new Date(raisedAt.getTime() + step.after * HOUR),
      );
  }
}
