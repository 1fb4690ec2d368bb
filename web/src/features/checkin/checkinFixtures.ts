import { stayChangePayload } from '@/domain/housing/housingFixtures';
import type { CheckInInput } from '@/gql/graphql';
import { RoomNumberChoicesDocument } from '@/domain/housing/RoomNumberSelect/RoomNumberSelect.generated';
import { CheckInDocument } from '@/features/checkin/graphql/CheckIn.generated';
import { CheckInBedStepDocument } from '@/features/checkin/graphql/CheckInBedStep.generated';
import { CheckInPageDocument } from '@/features/checkin/graphql/CheckInPage.generated';
import { todayInIndia } from '@/lib/format';

/** Test data for the check-in wizard: hostel 7 (Rs. 9000 deposit), Delux rooms 101 and 103, bed 101-b free. */
export const hostelMock = {
  request: { query: CheckInPageDocument },
  result: { data: { hostel: { __typename: 'Hostel', id: '7', defaultDepositPaise: 900000 } } },
};

const roomFields = { __typename: 'Room', floor: 1, totalBeds: 2 } as const;

export const deluxRoomsMock = {
  request: {
    query: RoomNumberChoicesDocument,
    variables: { where: { roomType: 'delux', hasFreeBed: true }, search: null },
  },
  result: {
    data: {
      rooms: {
        __typename: 'RoomPage',
        totalCount: 2,
        items: [
          { ...roomFields, id: '1', roomNumber: 101, availability: 'partially_available', bedsOccupied: 1 },
          { ...roomFields, id: '3', roomNumber: 103, availability: 'available', bedsOccupied: 0 },
        ],
      },
    },
  },
};

export const room101BedsMock = {
  request: { query: CheckInBedStepDocument, variables: { roomId: '1' } },
  result: {
    data: {
      beds: {
        __typename: 'BedPage',
        totalCount: 1,
        items: [
          {
            __typename: 'Bed',
            id: '12',
            label: '101-b',
            bedNumber: 2,
            isOccupied: false,
            pricePerMonthPaise: 750000,
            foodPlan: 'veg',
          },
        ],
      },
    },
  },
};

export const checkInInput: CheckInInput = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+919876543210',
  roomId: '1',
  bedId: '12',
  monthlyRentPaise: 750000,
  depositPaise: 900000,
  depositMethod: 'upi',
  rentAgreementDays: 330,
  noticePeriodDays: 30,
  // The wizard starts both dates at today.
  depositPaidOn: todayInIndia(),
  moveInDate: todayInIndia(),
  billRentFrom: todayInIndia(),
};

export const checkInResult = {
  checkIn: stayChangePayload({
    student: {
      id: '40',
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+919876543210',
      moveInDate: '2026-11-21',
      roomNumber: 101,
      bed: { __typename: 'Bed', id: '12', label: '101-b' },
      room: { __typename: 'Room', id: '1', roomNumber: 101 },
      currentStay: {
        __typename: 'Stay',
        id: '80',
        startDate: '2026-11-21',
        endDate: null,
        expectedEndDate: '2027-10-17',
      },
      stays: [{ __typename: 'Stay', id: '80', startDate: '2026-11-21', endDate: null }],
    },
    beds: [
      {
        id: '12',
        label: '101-b',
        isOccupied: true,
        student: { __typename: 'Student', id: '40', name: 'Asha Verma' },
        currentStay: { __typename: 'Stay', id: '80', startDate: '2026-11-21', expectedEndDate: '2027-10-17' },
      },
    ],
    rooms: [{ id: '1', availability: 'not_available', bedsOccupied: 2, totalBeds: 2 }],
  }),
};

export function checkInMock(result: object, delay = 0) {
  return { request: { query: CheckInDocument, variables: { input: checkInInput } }, result, delay };
}
