import type { BedCard_BedFragment, RoomCard_RoomFragment } from '@/gql/graphql';
import { RoomDetailPageDocument } from '@/features/rooms/graphql/RoomDetailPage.generated';
import { RoomListPageDocument } from '@/features/rooms/graphql/RoomListPage.generated';

/** Test data for the room screens. */
export type RoomFixture = RoomCard_RoomFragment & { __typename: 'Room' };
export type BedFixture = BedCard_BedFragment & { __typename: 'Bed' };

export function room(overrides: Partial<RoomCard_RoomFragment> = {}): RoomFixture {
  return {
    __typename: 'Room',
    id: '1',
    roomNumber: 101,
    floor: 1,
    isAc: true,
    roomType: 'delux',
    availability: 'partially_available',
    bedsOccupied: 1,
    totalBeds: 2,
    ...overrides,
  };
}

export function bed(overrides: Partial<BedCard_BedFragment> = {}): BedFixture {
  return {
    __typename: 'Bed',
    id: '11',
    bedNumber: 1,
    label: '101-a',
    isOccupied: false,
    pricePerMonthPaise: 900000,
    foodPlan: 'veg',
    student: null,
    currentStay: null,
    ...overrides,
  };
}

export const occupiedBed = bed({
  isOccupied: true,
  student: { __typename: 'Student', id: '7', name: 'Asha Verma' } as BedCard_BedFragment['student'],
  currentStay: {
    __typename: 'Stay',
    id: '70',
    startDate: '2026-11-05',
    expectedEndDate: null,
  } as BedCard_BedFragment['currentStay'],
});
export const freeBed = bed({ id: '12', bedNumber: 2, label: '101-b', pricePerMonthPaise: 750000, foodPlan: 'none' });

export function roomListMock(rooms: RoomFixture[], { where = {}, totalCount = rooms.length, page = 1 } = {}) {
  return {
    request: { query: RoomListPageDocument, variables: { where, page, pageSize: 100 } },
    result: { data: { rooms: { __typename: 'RoomPage', totalCount, items: rooms } } },
  };
}

export function roomDetailMock(detail: RoomFixture, beds: BedFixture[]) {
  return {
    request: { query: RoomDetailPageDocument, variables: { id: detail.id } },
    result: { data: { room: { ...detail, beds } } },
  };
}
