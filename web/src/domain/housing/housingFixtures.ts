import type { BedOccupancy_BedFragment, RoomCounters_RoomFragment, StayChange_PayloadFragment } from '@/gql/graphql';

/** A generated type as test data carries it: every object may say its `__typename`, as the cache needs. */
export type WithTypenames<T> = T extends readonly (infer U)[]
  ? WithTypenames<U>[]
  : T extends object
    ? { [K in keyof T]: WithTypenames<T[K]> } & { __typename?: string }
    : T;

type StudentPlace = StayChange_PayloadFragment['student'];

/**
 * A StayChangePayload answer for tests, checked against the one fragment every stay-change mutation selects
 * (housing.graphql): a student without a bed or stays unless told otherwise, plus the beds and rooms it
 * changed. Extra student fields a mutation selects besides the fragment (name, email …) go in `student`.
 */
export function stayChangePayload({
  student,
  beds = [],
  rooms = [],
  warnings = [],
}: {
  student: WithTypenames<Partial<StudentPlace>> & { id: string } & Record<string, unknown>;
  beds?: WithTypenames<BedOccupancy_BedFragment>[];
  rooms?: WithTypenames<RoomCounters_RoomFragment>[];
  /** What check-in and edit warn about (they select it beside the fragment). */
  warnings?: { field: string; message: string }[];
}) {
  return {
    __typename: 'StayChangePayload' as const,
    student: {
      __typename: 'Student' as const,
      archived: false,
      roomNumber: null,
      bed: null,
      room: null,
      currentStay: null,
      stays: [],
      ...student,
    },
    beds: beds.map((bed) => ({ __typename: 'Bed' as const, ...bed })),
    rooms: rooms.map((room) => ({ __typename: 'Room' as const, ...room })),
    warnings: warnings.map((warning) => ({ __typename: 'FieldWarning' as const, ...warning })),
  };
}
