import type { APIRequestContext } from '@playwright/test';
import type { AdminSession } from './fixtures';

/** Runs one GraphQL operation as the signed-in admin: for setting up data a journey is not about. */
export async function graphql<T>(
  request: APIRequestContext,
  session: AdminSession,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const res = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${session.access_token}` },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!res.ok() || body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
  return body.data;
}

export interface CreatedRoom {
  id: string;
  roomNumber: number;
  beds: { id: string; label: string }[];
}

/** A room with `beds` free beds (Rs. 8,000 each). */
export async function createRoom(
  request: APIRequestContext,
  session: AdminSession,
  roomNumber: number,
  beds: number,
): Promise<CreatedRoom> {
  const { createRoom } = await graphql<{ createRoom: CreatedRoom }>(
    request,
    session,
    `
      mutation ($input: CreateRoomInput!) {
        createRoom(input: $input) {
          id
          roomNumber
          beds {
            id
            label
          }
        }
      }
    `,
    { input: { roomNumber, floor: 1, totalBeds: beds, roomType: 'normal', pricePerMonthPaise: 800000 } },
  );
  return createRoom;
}

/** Checks a resident into a free bed of the room. */
export async function checkIn(
  request: APIRequestContext,
  session: AdminSession,
  room: CreatedRoom,
  bedId: string,
  resident: { name: string; email: string; phone: string },
): Promise<string> {
  const { checkIn } = await graphql<{ checkIn: { student: { id: string } } }>(
    request,
    session,
    `
      mutation ($input: CheckInInput!) {
        checkIn(input: $input) {
          student {
            id
          }
        }
      }
    `,
    {
      input: {
        ...resident,
        roomId: room.id,
        bedId,
        monthlyRentPaise: 800000,
        depositPaise: 800000,
        depositMethod: 'cash',
        rentAgreementDays: 330,
        noticePeriodDays: 30,
      },
    },
  );
  return checkIn.student.id;
}
