/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddBedInput = {
  /** 1 to 20, unique in the room */
  bedNumber: number;
  foodPlan?: FoodPlan;
  /** Set to true when a student is given */
  isOccupied?: boolean;
  /** Monthly rent in paise */
  pricePerMonthPaise: number;
  roomId: string;
  /** A resident of the same hostel without a bed: assigns them to the new bed */
  studentId?: string | null | undefined;
};

/** available: no bed occupied; not_available: every bed occupied; partially_available: between */
export type Availability = 'available' | 'not_available' | 'partially_available';

export type CheckInInput = {
  /** A free bed of the room */
  bedId: string;
  depositMethod: DepositMethod;
  /** YYYY-MM-DD; today when left out */
  depositPaidOn?: string | null | undefined;
  /** Security deposit in paise */
  depositPaise: number;
  email: string;
  /** Monthly rent in paise */
  monthlyRentPaise: number;
  /** YYYY-MM-DD; today when left out */
  moveInDate?: string | null | undefined;
  name: string;
  /** Notice period, 0 to 365 days */
  noticePeriodDays: number;
  /** Ten-digit mobile number */
  phone: string;
  /** Length of the rent agreement, 1 to 3650 days */
  rentAgreementDays: number;
  roomId: string;
};

export type CreateRoomInput = {
  floor: number;
  /** Food plan of each new bed */
  foodPlan?: FoodPlan;
  /** The caller's hostel when left out; only a superadmin may name another */
  hostelId?: string | null | undefined;
  isAc?: boolean;
  /** Monthly rent of each new bed, in paise */
  pricePerMonthPaise?: number;
  roomNumber: number;
  roomType: RoomType;
  /** Beds to create, numbered from 1 (at most 20) */
  totalBeds: number;
};

export type DepositMethod =
  /** Bank transfer */
  | 'bank_transfer'
  /** Cash */
  | 'cash'
  /** UPI */
  | 'upi';

export type FoodPlan = 'non_veg' | 'none' | 'veg';

/** Something a role may do, as the server checks it on every request */
export type Permission =
  'hostel_read' | 'rooms_read' | 'rooms_write' | 'students_read' | 'students_write' | 'users_manage' | 'users_register';

/** due: started; upcoming: not started yet; paid: settled (arrives with payments) */
export type RentPeriodStatus = 'due' | 'paid' | 'upcoming';

export type Role = 'admin' | 'staff' | 'superadmin' | 'tenant' | 'warden';

export type RoomFilter = {
  availability?: Availability | null | undefined;
  floor?: number | null | undefined;
  /** true: rooms with at least one free bed (available or partially available); false: rooms without one */
  hasFreeBed?: boolean | null | undefined;
  isAc?: boolean | null | undefined;
  roomType?: RoomType | null | undefined;
};

/** normal, delux or super_delux */
export type RoomType = 'delux' | 'normal' | 'super_delux';

export type SortDirection = 'ASC' | 'DESC';

export type StudentImportInput = {
  email: string;
  /** Line of the file, for messages */
  line: number;
  /** YYYY-MM-DD */
  moveInDate: string;
  name: string;
  phone: string;
  roomNumber?: number | null | undefined;
};

export type StudentSort = {
  direction?: SortDirection;
  field: StudentSortField;
};

export type StudentSortField = 'EMAIL' | 'MOVE_IN_DATE' | 'NAME' | 'PHONE' | 'ROOM_NUMBER';

export type UpdateBedInput = {
  foodPlan?: FoodPlan | null | undefined;
  /** Marks a bed without a resident occupied (held) or free again; CONFLICT while a resident holds it */
  isOccupied?: boolean | null | undefined;
  /** Monthly rent in paise */
  pricePerMonthPaise?: number | null | undefined;
};

export type UpdateRoomInput = {
  floor?: number | null | undefined;
  isAc?: boolean | null | undefined;
  /** Unique in the hostel; bed labels follow it */
  roomNumber?: number | null | undefined;
  roomType?: RoomType | null | undefined;
};

export type UpdateStudentInput = {
  email?: string | null | undefined;
  /** YYYY-MM-DD */
  moveInDate?: string | null | undefined;
  name?: string | null | undefined;
  /** Ten-digit mobile number */
  phone?: string | null | undefined;
  /** Another room: the resident moves to its lowest-numbered free bed */
  roomId?: string | null | undefined;
};

export type RoomNumberChoicesQueryVariables = Exact<{
  filter?: RoomFilter | null | undefined;
  search?: string | null | undefined;
}>;

export type RoomNumberChoicesQuery = {
  rooms: {
    totalCount: number;
    items: Array<{
      id: string;
      roomNumber: number;
      floor: number;
      availability: Availability;
      bedsOccupied: number;
      totalBeds: number;
    }>;
  };
};

export type RoomCounters_RoomFragment = {
  id: string;
  availability: Availability;
  bedsOccupied: number;
  totalBeds: number;
};

export type BedOccupancy_BedFragment = {
  id: string;
  label: string;
  isOccupied: boolean;
  student: { id: string; name: string } | null;
  currentStay: { id: string; startDate: string; expectedEndDate: string | null } | null;
};

export type StayChange_PayloadFragment = {
  student: {
    id: string;
    archived: boolean;
    roomNumber: number | null;
    bed: { id: string; label: string } | null;
    room: { id: string; roomNumber: number } | null;
    currentStay: { id: string; startDate: string; endDate: string | null; expectedEndDate: string | null } | null;
    stays: Array<{ id: string; startDate: string; endDate: string | null }>;
  };
  beds: Array<{
    id: string;
    label: string;
    isOccupied: boolean;
    student: { id: string; name: string } | null;
    currentStay: { id: string; startDate: string; expectedEndDate: string | null } | null;
  }>;
  rooms: Array<{ id: string; availability: Availability; bedsOccupied: number; totalBeds: number }>;
};

export type CheckInMutationVariables = Exact<{
  input: CheckInInput;
}>;

export type CheckInMutation = {
  checkIn: {
    student: {
      id: string;
      name: string;
      email: string;
      phone: string;
      moveInDate: string;
      archived: boolean;
      roomNumber: number | null;
      bed: { id: string; label: string } | null;
      room: { id: string; roomNumber: number } | null;
      currentStay: { id: string; startDate: string; endDate: string | null; expectedEndDate: string | null } | null;
      stays: Array<{ id: string; startDate: string; endDate: string | null }>;
    };
    beds: Array<{
      id: string;
      label: string;
      isOccupied: boolean;
      student: { id: string; name: string } | null;
      currentStay: { id: string; startDate: string; expectedEndDate: string | null } | null;
    }>;
    rooms: Array<{ id: string; availability: Availability; bedsOccupied: number; totalBeds: number }>;
  };
};

export type CheckInBedStepQueryVariables = Exact<{
  roomId: string;
}>;

export type CheckInBedStepQuery = {
  beds: {
    totalCount: number;
    items: Array<{
      id: string;
      label: string;
      bedNumber: number;
      isOccupied: boolean;
      pricePerMonthPaise: number;
      foodPlan: FoodPlan;
    }>;
  };
};

export type CheckInPageQueryVariables = Exact<{ [key: string]: never }>;

export type CheckInPageQuery = { hostel: { id: string; defaultDepositPaise: number } };

export type DashboardPageQueryVariables = Exact<{ [key: string]: never }>;

export type DashboardPageQuery = {
  me: { id: string; fullName: string; role: Role; hostel: { id: string; name: string } };
};

export type BedCard_BedFragment = {
  id: string;
  bedNumber: number;
  label: string;
  isOccupied: boolean;
  pricePerMonthPaise: number;
  foodPlan: FoodPlan;
  student: { id: string; name: string } | null;
  currentStay: { id: string; startDate: string; expectedEndDate: string | null } | null;
};

export type RoomCard_RoomFragment = {
  id: string;
  roomNumber: number;
  floor: number;
  isAc: boolean;
  roomType: RoomType;
  availability: Availability;
  bedsOccupied: number;
  totalBeds: number;
};

export type AddBedMutationVariables = Exact<{
  input: AddBedInput;
}>;

export type AddBedMutation = {
  addBed: {
    id: string;
    bedNumber: number;
    label: string;
    isOccupied: boolean;
    pricePerMonthPaise: number;
    foodPlan: FoodPlan;
    room: {
      id: string;
      availability: Availability;
      bedsOccupied: number;
      totalBeds: number;
      beds: Array<{ id: string }>;
    };
    student: { id: string; name: string } | null;
    currentStay: { id: string; startDate: string; expectedEndDate: string | null } | null;
  };
};

export type AssignBedMutationVariables = Exact<{
  studentId: string;
  bedId: string;
}>;

export type AssignBedMutation = {
  assignBed: {
    student: {
      id: string;
      archived: boolean;
      roomNumber: number | null;
      bed: { id: string; label: string } | null;
      room: { id: string; roomNumber: number } | null;
      currentStay: { id: string; startDate: string; endDate: string | null; expectedEndDate: string | null } | null;
      stays: Array<{ id: string; startDate: string; endDate: string | null }>;
    };
    beds: Array<{
      id: string;
      label: string;
      isOccupied: boolean;
      student: { id: string; name: string } | null;
      currentStay: { id: string; startDate: string; expectedEndDate: string | null } | null;
    }>;
    rooms: Array<{ id: string; availability: Availability; bedsOccupied: number; totalBeds: number }>;
  };
};

export type AssignStudentDialogQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type AssignStudentDialogQuery = {
  students: { totalCount: number; items: Array<{ id: string; name: string; phone: string }> };
};

export type CreateRoomMutationVariables = Exact<{
  input: CreateRoomInput;
}>;

export type CreateRoomMutation = {
  createRoom: {
    id: string;
    roomNumber: number;
    floor: number;
    isAc: boolean;
    roomType: RoomType;
    availability: Availability;
    bedsOccupied: number;
    totalBeds: number;
    beds: Array<{ id: string }>;
  };
};

export type DeleteRoomMutationVariables = Exact<{
  id: string;
}>;

export type DeleteRoomMutation = { deleteRoom: { id: string } };

export type RemoveBedMutationVariables = Exact<{
  id: string;
}>;

export type RemoveBedMutation = {
  removeBed: {
    id: string;
    room: {
      id: string;
      availability: Availability;
      bedsOccupied: number;
      totalBeds: number;
      beds: Array<{ id: string }>;
    };
  };
};

export type RemoveFromBedMutationVariables = Exact<{
  studentId: string;
}>;

export type RemoveFromBedMutation = {
  removeFromBed: {
    student: {
      id: string;
      archived: boolean;
      roomNumber: number | null;
      bed: { id: string; label: string } | null;
      room: { id: string; roomNumber: number } | null;
      currentStay: { id: string; startDate: string; endDate: string | null; expectedEndDate: string | null } | null;
      stays: Array<{ id: string; startDate: string; endDate: string | null }>;
    };
    beds: Array<{
      id: string;
      label: string;
      isOccupied: boolean;
      student: { id: string; name: string } | null;
      currentStay: { id: string; startDate: string; expectedEndDate: string | null } | null;
    }>;
    rooms: Array<{ id: string; availability: Availability; bedsOccupied: number; totalBeds: number }>;
  };
};

export type RoomDetailPageQueryVariables = Exact<{
  id: string;
}>;

export type RoomDetailPageQuery = {
  room: {
    id: string;
    roomNumber: number;
    floor: number;
    isAc: boolean;
    roomType: RoomType;
    availability: Availability;
    bedsOccupied: number;
    totalBeds: number;
    beds: Array<{
      id: string;
      bedNumber: number;
      label: string;
      isOccupied: boolean;
      pricePerMonthPaise: number;
      foodPlan: FoodPlan;
      student: { id: string; name: string } | null;
      currentStay: { id: string; startDate: string; expectedEndDate: string | null } | null;
    }>;
  };
};

export type RoomListPageQueryVariables = Exact<{
  filter?: RoomFilter | null | undefined;
  page: number;
  pageSize: number;
}>;

export type RoomListPageQuery = {
  rooms: {
    totalCount: number;
    items: Array<{
      id: string;
      roomNumber: number;
      floor: number;
      isAc: boolean;
      roomType: RoomType;
      availability: Availability;
      bedsOccupied: number;
      totalBeds: number;
    }>;
  };
};

export type UpdateBedMutationVariables = Exact<{
  id: string;
  input: UpdateBedInput;
}>;

export type UpdateBedMutation = {
  updateBed: {
    id: string;
    pricePerMonthPaise: number;
    foodPlan: FoodPlan;
    isOccupied: boolean;
    room: { id: string; availability: Availability; bedsOccupied: number; totalBeds: number };
  };
};

export type UpdateRoomMutationVariables = Exact<{
  id: string;
  input: UpdateRoomInput;
}>;

export type UpdateRoomMutation = {
  updateRoom: {
    id: string;
    roomNumber: number;
    floor: number;
    isAc: boolean;
    roomType: RoomType;
    availability: Availability;
    bedsOccupied: number;
    totalBeds: number;
  };
};

export type DepositDetails_DepositFragment = {
  id: string;
  amountPaise: number;
  paidOn: string;
  method: DepositMethod;
  maturityDate: string;
};

export type RentDetails_RentPeriodFragment = {
  id: string;
  label: string;
  startDate: string;
  endDate: string;
  amountPaise: number;
  status: RentPeriodStatus;
};

export type StudentProfile_StudentFragment = {
  id: string;
  name: string;
  email: string;
  phone: string;
  moveInDate: string;
  roomNumber: number | null;
  photoUrl: string | null;
  archived: boolean;
};

export type StudentTable_StudentFragment = {
  id: string;
  name: string;
  email: string;
  phone: string;
  moveInDate: string;
  roomNumber: number | null;
  photoUrl: string | null;
};

export type ArchiveStudentMutationVariables = Exact<{
  id: string;
}>;

export type ArchiveStudentMutation = {
  archiveStudent: {
    student: {
      id: string;
      archived: boolean;
      roomNumber: number | null;
      bed: { id: string; label: string } | null;
      room: { id: string; roomNumber: number } | null;
      currentStay: { id: string; startDate: string; endDate: string | null; expectedEndDate: string | null } | null;
      stays: Array<{ id: string; startDate: string; endDate: string | null }>;
    };
    beds: Array<{
      id: string;
      label: string;
      isOccupied: boolean;
      student: { id: string; name: string } | null;
      currentStay: { id: string; startDate: string; expectedEndDate: string | null } | null;
    }>;
    rooms: Array<{ id: string; availability: Availability; bedsOccupied: number; totalBeds: number }>;
  };
};

export type ImportStudentsMutationVariables = Exact<{
  rows: Array<StudentImportInput> | StudentImportInput;
}>;

export type ImportStudentsMutation = {
  importStudents: {
    id: string;
    imported: number;
    students: Array<{
      id: string;
      name: string;
      email: string;
      phone: string;
      moveInDate: string;
      roomNumber: number | null;
      photoUrl: string | null;
    }>;
    rooms: Array<{ id: string; availability: Availability; bedsOccupied: number; totalBeds: number }>;
  };
};

export type PreviewStudentImportMutationVariables = Exact<{
  csv: string;
}>;

export type PreviewStudentImportMutation = {
  previewStudentImport: {
    id: string;
    totalRows: number;
    validRows: Array<{
      id: string;
      line: number;
      name: string;
      email: string;
      phone: string;
      moveInDate: string;
      roomNumber: number | null;
    }>;
    invalidRows: Array<{ id: string; line: number; raw: string; errors: Array<string> }>;
  };
};

export type StudentDetailPageQueryVariables = Exact<{
  id: string;
  periodCount: number;
}>;

export type StudentDetailPageQuery = {
  student: {
    id: string;
    name: string;
    email: string;
    phone: string;
    moveInDate: string;
    roomNumber: number | null;
    photoUrl: string | null;
    archived: boolean;
    deposit: { id: string; amountPaise: number; paidOn: string; method: DepositMethod; maturityDate: string } | null;
    rentTerms: { id: string; monthlyRentPaise: number } | null;
    rentPeriods: Array<{
      id: string;
      label: string;
      startDate: string;
      endDate: string;
      amountPaise: number;
      status: RentPeriodStatus;
    }>;
  };
};

export type StudentEditPageQueryVariables = Exact<{
  id: string;
}>;

export type StudentEditPageQuery = {
  student: {
    id: string;
    name: string;
    email: string;
    phone: string;
    moveInDate: string;
    archived: boolean;
    room: { id: string; roomNumber: number } | null;
  };
};

export type StudentListPageQueryVariables = Exact<{
  search?: string | null | undefined;
  sort?: StudentSort | null | undefined;
  page: number;
  pageSize: number;
}>;

export type StudentListPageQuery = {
  students: {
    totalCount: number;
    items: Array<{
      id: string;
      name: string;
      email: string;
      phone: string;
      moveInDate: string;
      roomNumber: number | null;
      photoUrl: string | null;
    }>;
  };
};

export type UpdateStudentMutationVariables = Exact<{
  id: string;
  input: UpdateStudentInput;
}>;

export type UpdateStudentMutation = {
  updateStudent: {
    student: {
      id: string;
      name: string;
      email: string;
      phone: string;
      moveInDate: string;
      archived: boolean;
      roomNumber: number | null;
      bed: { id: string; label: string } | null;
      room: { id: string; roomNumber: number } | null;
      currentStay: { id: string; startDate: string; endDate: string | null; expectedEndDate: string | null } | null;
      stays: Array<{ id: string; startDate: string; endDate: string | null }>;
    };
    beds: Array<{
      id: string;
      label: string;
      isOccupied: boolean;
      student: { id: string; name: string } | null;
      currentStay: { id: string; startDate: string; expectedEndDate: string | null } | null;
    }>;
    rooms: Array<{ id: string; availability: Availability; bedsOccupied: number; totalBeds: number }>;
  };
};

export type Permissions_UserFragment = { permissions: Array<Permission> };

export const BedOccupancy_BedFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BedOccupancy_bed' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Bed' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOccupied' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentStay' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BedOccupancy_BedFragment, unknown>;
export const RoomCounters_RoomFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCounters_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RoomCounters_RoomFragment, unknown>;
export const StayChange_PayloadFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StayChange_payload' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StayChangePayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bed' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'room' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currentStay' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stays' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'beds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BedOccupancy_bed' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rooms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RoomCounters_room' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BedOccupancy_bed' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Bed' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOccupied' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentStay' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCounters_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StayChange_PayloadFragment, unknown>;
export const BedCard_BedFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BedCard_bed' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Bed' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePerMonthPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodPlan' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentStay' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BedCard_BedFragment, unknown>;
export const RoomCard_RoomFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCard_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'floor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isAc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RoomCard_RoomFragment, unknown>;
export const DepositDetails_DepositFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DepositDetails_deposit' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Deposit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maturityDate' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DepositDetails_DepositFragment, unknown>;
export const RentDetails_RentPeriodFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RentDetails_rentPeriod' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RentPeriod' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RentDetails_RentPeriodFragment, unknown>;
export const StudentProfile_StudentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudentProfile_student' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Student' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moveInDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StudentProfile_StudentFragment, unknown>;
export const StudentTable_StudentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudentTable_student' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Student' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moveInDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StudentTable_StudentFragment, unknown>;
export const Permissions_UserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Permissions_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'permissions' } }],
      },
    },
  ],
} as unknown as DocumentNode<Permissions_UserFragment, unknown>;
export const RoomNumberChoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RoomNumberChoices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'RoomFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rooms' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'IntValue', value: '1' } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '100' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'field' },
                      value: { kind: 'EnumValue', value: 'ROOM_NUMBER' },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'direction' },
                      value: { kind: 'EnumValue', value: 'ASC' },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'floor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RoomNumberChoicesQuery, RoomNumberChoicesQueryVariables>;
export const CheckInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CheckIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CheckInInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'checkIn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StayChange_payload' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'student' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'moveInDate' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BedOccupancy_bed' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Bed' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOccupied' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentStay' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCounters_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StayChange_payload' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StayChangePayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bed' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'room' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currentStay' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stays' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'beds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BedOccupancy_bed' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rooms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RoomCounters_room' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckInMutation, CheckInMutationVariables>;
export const CheckInBedStepDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CheckInBedStep' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'roomId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'beds' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'roomId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'roomId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'isOccupied' },
                      value: { kind: 'BooleanValue', value: false },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '100' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bedNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isOccupied' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pricePerMonthPaise' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'foodPlan' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckInBedStepQuery, CheckInBedStepQueryVariables>;
export const CheckInPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CheckInPage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hostel' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultDepositPaise' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckInPageQuery, CheckInPageQueryVariables>;
export const DashboardPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardPage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hostel' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardPageQuery, DashboardPageQueryVariables>;
export const AddBedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddBed' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'AddBedInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addBed' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BedCard_bed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'room' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RoomCounters_room' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'beds' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BedCard_bed' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Bed' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePerMonthPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodPlan' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentStay' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCounters_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddBedMutation, AddBedMutationVariables>;
export const AssignBedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AssignBed' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'studentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bedId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignBed' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'studentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'studentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bedId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bedId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StayChange_payload' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BedOccupancy_bed' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Bed' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOccupied' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentStay' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCounters_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StayChange_payload' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StayChangePayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bed' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'room' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currentStay' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stays' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'beds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BedOccupancy_bed' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rooms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RoomCounters_room' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignBedMutation, AssignBedMutationVariables>;
export const AssignStudentDialogDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AssignStudentDialog' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'students' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'hasBed' },
                      value: { kind: 'BooleanValue', value: false },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'pageSize' }, value: { kind: 'IntValue', value: '10' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignStudentDialogQuery, AssignStudentDialogQueryVariables>;
export const CreateRoomDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateRoom' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateRoomInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createRoom' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RoomCard_room' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'beds' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCard_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'floor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isAc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateRoomMutation, CreateRoomMutationVariables>;
export const DeleteRoomDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteRoom' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteRoom' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteRoomMutation, DeleteRoomMutationVariables>;
export const RemoveBedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveBed' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeBed' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'room' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RoomCounters_room' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'beds' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCounters_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveBedMutation, RemoveBedMutationVariables>;
export const RemoveFromBedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveFromBed' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'studentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeFromBed' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'studentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'studentId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StayChange_payload' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BedOccupancy_bed' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Bed' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOccupied' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentStay' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCounters_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StayChange_payload' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StayChangePayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bed' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'room' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currentStay' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stays' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'beds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BedOccupancy_bed' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rooms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RoomCounters_room' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveFromBedMutation, RemoveFromBedMutationVariables>;
export const RoomDetailPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RoomDetailPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'room' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RoomCard_room' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'beds' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BedCard_bed' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCard_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'floor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isAc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BedCard_bed' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Bed' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePerMonthPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodPlan' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentStay' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RoomDetailPageQuery, RoomDetailPageQueryVariables>;
export const RoomListPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RoomListPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'RoomFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rooms' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RoomCard_room' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCard_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'floor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isAc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RoomListPageQuery, RoomListPageQueryVariables>;
export const UpdateBedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateBed' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateBedInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateBed' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pricePerMonthPaise' } },
                { kind: 'Field', name: { kind: 'Name', value: 'foodPlan' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isOccupied' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'room' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RoomCounters_room' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCounters_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBedMutation, UpdateBedMutationVariables>;
export const UpdateRoomDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateRoom' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateRoomInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateRoom' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RoomCard_room' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCard_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'floor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isAc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateRoomMutation, UpdateRoomMutationVariables>;
export const ArchiveStudentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ArchiveStudent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'archiveStudent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StayChange_payload' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BedOccupancy_bed' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Bed' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOccupied' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentStay' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCounters_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StayChange_payload' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StayChangePayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bed' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'room' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currentStay' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stays' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'beds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BedOccupancy_bed' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rooms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RoomCounters_room' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ArchiveStudentMutation, ArchiveStudentMutationVariables>;
export const ImportStudentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ImportStudents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rows' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'StudentImportInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importStudents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rows' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rows' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imported' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'students' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StudentTable_student' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rooms' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RoomCounters_room' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudentTable_student' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Student' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moveInDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCounters_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportStudentsMutation, ImportStudentsMutationVariables>;
export const PreviewStudentImportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PreviewStudentImport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'csv' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'previewStudentImport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'csv' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'csv' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalRows' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'validRows' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'moveInDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'invalidRows' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'raw' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PreviewStudentImportMutation, PreviewStudentImportMutationVariables>;
export const StudentDetailPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StudentDetailPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'periodCount' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StudentProfile_student' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'deposit' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DepositDetails_deposit' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rentTerms' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'monthlyRentPaise' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rentPeriods' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'count' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'periodCount' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RentDetails_rentPeriod' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudentProfile_student' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Student' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moveInDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DepositDetails_deposit' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Deposit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maturityDate' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RentDetails_rentPeriod' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RentPeriod' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPaise' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StudentDetailPageQuery, StudentDetailPageQueryVariables>;
export const StudentEditPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StudentEditPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'moveInDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'room' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StudentEditPageQuery, StudentEditPageQueryVariables>;
export const StudentListPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StudentListPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'StudentSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'students' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StudentTable_student' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudentTable_student' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Student' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moveInDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StudentListPageQuery, StudentListPageQueryVariables>;
export const UpdateStudentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateStudent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateStudentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateStudent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StayChange_payload' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'student' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'moveInDate' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BedOccupancy_bed' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Bed' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOccupied' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentStay' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RoomCounters_room' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Room' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bedsOccupied' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalBeds' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StayChange_payload' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StayChangePayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bed' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'room' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roomNumber' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currentStay' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stays' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'beds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BedOccupancy_bed' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rooms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RoomCounters_room' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateStudentMutation, UpdateStudentMutationVariables>;
