import type { BedCard_BedFragment, RoomCard_RoomFragment, StayChange_PayloadFragment } from '@/gql/graphql';
import { balanceChangeStudent } from '@/domain/money/moneyFixtures';

/** A generated type as test data carries it: every object may say its `__typename`, as the cache needs. */
export type WithTypenames<T> = T extends readonly (infer U)[]
  ? WithTypenames<U>[]
  : T extends object
    ? { [K in keyof T]: WithTypenames<T[K]> } & { __typename?: string }
    : T;

type StudentPlace = StayChange_PayloadFragment['student'];

/** A bed as BedCard_bed shows it: free, Rs. 8,000, no food plan, unless told otherwise. */
export function bedCard(bed: WithTypenames<Partial<BedCard_BedFragment>> & { id: string; label: string }) {
  return {
    __typename: 'Bed' as const,
    bedNumber: 1,
    isOccupied: false,
    pricePerMonthPaise: 800_000,
    foodPlan: 'none' as const,
    student: null,
    currentStay: null,
    ...bed,
  };
}

/** A room as RoomCard_room shows it: floor 1, normal, no AC, unless told otherwise. */
export function roomCard(room: WithTypenames<Partial<RoomCard_RoomFragment>> & { id: string }) {
  return {
    __typename: 'Room' as const,
    roomNumber: 100 + Number(room.id),
    floor: 1,
    isAc: false,
    roomType: 'normal' as const,
    availability: 'available' as const,
    bedsOccupied: 0,
    totalBeds: 2,
    ...room,
  };
}

/**
 * A StayChangePayload answer for tests, checked against the one fragment every stay-change mutation selects
 * (housing.graphql): a student without a bed, stays, rent terms or dues unless told otherwise, plus the beds and
 * rooms it changed. Extra student fields a mutation selects besides the fragment go in `student`.
 */
export function stayChangePayload({
  student,
  beds = [],
  rooms = [],
  warnings = [],
}: {
  student: WithTypenames<Partial<StudentPlace>> & { id: string } & Record<string, unknown>;
  beds?: Parameters<typeof bedCard>[0][];
  rooms?: Parameters<typeof roomCard>[0][];
  /** What check-in and edit warn about (they select it beside the fragment). */
  warnings?: { field: string; message: string }[];
}) {
  return {
    __typename: 'StayChangePayload' as const,
    student: {
      ...balanceChangeStudent({ id: student.id }),
      currentStay: null,
      stays: [],
      ...student,
    },
    beds: beds.map(bedCard),
    rooms: rooms.map(roomCard),
    warnings: warnings.map((warning) => ({ __typename: 'FieldWarning' as const, ...warning })),
  };
}
