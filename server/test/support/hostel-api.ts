import type { LoggerService } from '@nestjs/common';
import type { Response } from 'supertest';
import { graphql, loginAs } from './session';
import { startTestApp, TestApp, TestDatabase } from './test-app';
import { seedTwoHostels, TwoHostels } from './users';

export type Who = keyof TwoHostels['phones'];
export interface GqlError {
  message: string;
  extensions: { code: string; fields?: { field: string; message: string }[] };
}
/** A GraphQL answer over HTTP; its body is untyped JSON, as in the other API tests. */
export type GqlResponse = Response;
export interface ApiRoom {
  id: string;
  roomNumber: number;
  beds: { id: string; label: string }[];
}

/** What a stays mutation answers, with everything a client cache needs. */
export const STAY_CHANGE = `student { id name archived roomNumber bed { id label } room { id } currentStay { id bedLabel } }
  beds { id label isOccupied student { id } currentStay { id } room { id totalBeds bedsOccupied availability } }
  rooms { id totalBeds bedsOccupied availability }`;

const CREATE_ROOM =
  'mutation ($input: CreateRoomInput!) { createRoom(input: $input) { id roomNumber beds { id label } } }';
const CHECK_IN = `mutation ($input: CheckInInput!) { checkIn(input: $input) { ${STAY_CHANGE} } }`;

/**
 * The real app with two hostels, every role of hostel A and the admin of hostel B signed in, and
 * helpers to create rooms and check residents in through GraphQL.
 */
export async function startHostelApi(db: TestDatabase, logger: LoggerService | false = false) {
  return hostelApiOn(await startTestApp(db, {}, logger));
}

/** startHostelApi's hostels, users and helpers on an app already started. */
export async function hostelApiOn(t: TestApp) {
  const seed = await seedTwoHostels(t);
  const tokens = {} as Record<Who, string>;
  for (const who of ['superadmin', 'adminA', 'wardenA', 'staffA', 'tenantA', 'adminB'] as Who[])
    tokens[who] = await loginAs(t, seed.phones[who]);
  let roomNumber = 100;
  let phone = 0;

  const ask = (
    query: string,
    variables: Record<string, unknown> = {},
    who: Who | null = 'wardenA',
  ): Promise<GqlResponse> => graphql(t, query, variables, who ? tokens[who] : undefined).expect(200);
  const checkInInput = (room: ApiRoom, bedIndex = 0, extra: Record<string, unknown> = {}) => {
    const n = ++phone;
    return {
      name: `Resident ${n}`,
      email: `resident${n}@example.com`,
      phone: `97${String(n).padStart(8, '0')}`,
      roomId: room.id,
      bedId: room.beds[bedIndex].id,
      monthlyRentPaise: 650_000,
      depositPaise: 900_000,
      depositMethod: 'cash',
      rentAgreementDays: 330,
      noticePeriodDays: 30,
      ...extra,
    };
  };

  return {
    t,
    seed,
    tokens,
    ask,
    errorOf: (res: GqlResponse) => (res.body as { errors?: GqlError[] }).errors?.[0],
    newRoom: async (who: Who = 'wardenA', totalBeds = 2): Promise<ApiRoom> =>
      (
        await ask(
          CREATE_ROOM,
          { input: { roomNumber: ++roomNumber, floor: 1, roomType: 'normal', totalBeds, pricePerMonthPaise: 650_000 } },
          who,
        )
      ).body.data!.createRoom,
    checkInInput,
    /** Checks a resident into the room's bed and answers the payload. */
    checkIn: async (room: ApiRoom, bedIndex = 0, who: Who = 'wardenA', extra: Record<string, unknown> = {}) => {
      const res = await ask(CHECK_IN, { input: checkInInput(room, bedIndex, extra) }, who);
      if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
      return res.body.data!.checkIn as { student: { id: string; name: string } };
    },
    CHECK_IN,
    close: () => t.close(),
  };
}

/** The answers without a token and to roles that may not change residents or rooms. */
export async function refusedCodes(run: (who: Who | null) => Promise<GqlResponse>) {
  const codes: Record<string, string | undefined> = {};
  for (const who of [null, 'staffA', 'tenantA'] as (Who | null)[])
    codes[who ?? 'anonymous'] = (await run(who)).body.errors?.[0]?.extensions.code;
  return codes;
}
export const REFUSED = { anonymous: 'UNAUTHENTICATED', staffA: 'FORBIDDEN', tenantA: 'FORBIDDEN' };
