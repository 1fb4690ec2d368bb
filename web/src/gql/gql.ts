/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation GiveNotice($input: GiveNoticeInput!) {\n  giveNotice(input: $input) {\n    id\n    noticeDate\n    moveOutDate\n    status\n    withdrawalStatus\n  }\n}": typeof types.GiveNoticeDocument,
    "query RoomNumberChoices($filter: RoomFilter, $search: String) {\n  rooms(\n    filter: $filter\n    search: $search\n    page: 1\n    pageSize: 100\n    sort: {field: ROOM_NUMBER, direction: ASC}\n  ) {\n    totalCount\n    items {\n      id\n      roomNumber\n      floor\n      availability\n      bedsOccupied\n      totalBeds\n    }\n  }\n}": typeof types.RoomNumberChoicesDocument,
    "fragment RoomCounters_room on Room {\n  id\n  availability\n  bedsOccupied\n  totalBeds\n}\n\nfragment BedOccupancy_bed on Bed {\n  id\n  label\n  isOccupied\n  student {\n    id\n    name\n  }\n  currentStay {\n    id\n    startDate\n    expectedEndDate\n  }\n}\n\nfragment StayChange_payload on StayChangePayload {\n  student {\n    id\n    archived\n    roomNumber\n    bed {\n      id\n      label\n    }\n    room {\n      id\n      roomNumber\n    }\n    currentStay {\n      id\n      startDate\n      endDate\n      expectedEndDate\n    }\n    stays {\n      id\n      startDate\n      endDate\n    }\n  }\n  beds {\n    ...BedOccupancy_bed\n  }\n  rooms {\n    ...RoomCounters_room\n  }\n}": typeof types.RoomCounters_RoomFragmentDoc,
    "query PendingPayments($id: ID!) {\n  student(id: $id) {\n    id\n    name\n    pendingPayments {\n      id\n      amountPaise\n      method\n      reference\n      paidOn\n      receiptNumber\n      recordedByMe\n    }\n  }\n}": typeof types.PendingPaymentsDocument,
    "fragment PaymentChange_payload on PaymentChangePayload {\n  payment {\n    id\n    amountPaise\n    method\n    reference\n    paidOn\n    status\n    settles\n    receiptNumber\n    receiptPath\n    recordedByMe\n    verifiedAt\n  }\n  student {\n    id\n    balance {\n      id\n      chargedPaise\n      collectedPaise\n      pendingPaise\n      balancePaise\n    }\n  }\n  periods {\n    id\n    label\n    startDate\n    endDate\n    amountPaise\n    settledPaise\n    pendingPaise\n    status\n  }\n  summaries {\n    id\n    month\n    residentsBilled\n    residentsPaid\n    billedPaise\n    collectedPaise\n    pendingVerificationPaise\n    duePaise\n    overduePaise\n  }\n  rows {\n    id\n    month\n    paymentStatus\n    inProcess\n    periodStatus\n    rentAmountPaise\n    settledPaise\n    pendingPaise\n    dueDate\n  }\n}\n\nmutation RecordPayment($input: RecordPaymentInput!) {\n  recordPayment(input: $input) {\n    ...PaymentChange_payload\n  }\n}\n\nmutation VerifyPayment($id: ID!) {\n  verifyPayment(id: $id) {\n    ...PaymentChange_payload\n  }\n}": typeof types.PaymentChange_PayloadFragmentDoc,
    "mutation CheckIn($input: CheckInInput!) {\n  checkIn(input: $input) {\n    ...StayChange_payload\n    student {\n      id\n      name\n      email\n      phone\n      moveInDate\n    }\n    warnings {\n      field\n      message\n    }\n  }\n}": typeof types.CheckInDocument,
    "query CheckInBedStep($roomId: ID!) {\n  beds(roomId: $roomId, filter: {isOccupied: false}, pageSize: 100) {\n    totalCount\n    items {\n      id\n      label\n      bedNumber\n      isOccupied\n      pricePerMonthPaise\n      foodPlan\n    }\n  }\n}": typeof types.CheckInBedStepDocument,
    "query CheckInPage {\n  hostel {\n    id\n    defaultDepositPaise\n  }\n}": typeof types.CheckInPageDocument,
    "query DashboardPage {\n  me {\n    id\n    fullName\n    role\n    hostel {\n      id\n      name\n    }\n  }\n}": typeof types.DashboardPageDocument,
    "mutation AddCharges($input: AddChargesInput!) {\n  addCharges(input: $input) {\n    count\n    students {\n      id\n      balance {\n        id\n        chargedPaise\n        collectedPaise\n        pendingPaise\n        balancePaise\n      }\n    }\n  }\n}": typeof types.AddChargesDocument,
    "query PaymentDetailsPage($month: String!) {\n  paymentSummary(month: $month) {\n    id\n    month\n    residentsBilled\n    residentsPaid\n    billedPaise\n    collectedPaise\n    pendingVerificationPaise\n    duePaise\n    overduePaise\n  }\n}": typeof types.PaymentDetailsPageDocument,
    "query PickStudents($search: String, $sort: StudentSort, $page: Int!, $pageSize: Int!) {\n  students(search: $search, sort: $sort, page: $page, pageSize: $pageSize) {\n    totalCount\n    items {\n      id\n      name\n      email\n      phone\n      roomNumber\n    }\n  }\n}": typeof types.PickStudentsDocument,
    "query StudentPaymentDetailsPage($month: String!, $search: String, $sort: StudentPaymentSort, $page: Int!, $pageSize: Int!) {\n  studentPayments(\n    month: $month\n    search: $search\n    sort: $sort\n    page: $page\n    pageSize: $pageSize\n  ) {\n    totalCount\n    items {\n      id\n      month\n      paymentStatus\n      inProcess\n      periodStatus\n      rentAmountPaise\n      settledPaise\n      pendingPaise\n      dueDate\n      student {\n        id\n        name\n        roomNumber\n        balance {\n          id\n          balancePaise\n          pendingPaise\n        }\n      }\n    }\n  }\n}": typeof types.StudentPaymentDetailsPageDocument,
    "fragment RentChangeItem on RentChange {\n  id\n  kind\n  status\n  amountPaise\n  comment\n  effectiveDate\n  createdAt\n  decidedAt\n  student {\n    id\n    name\n  }\n}\n\nmutation UpdateRent($input: UpdateRentInput!) {\n  updateRent(input: $input) {\n    changes {\n      ...RentChangeItem\n    }\n  }\n}\n\nquery PendingRentChanges($page: Int!) {\n  rentChanges(status: pending, page: $page, pageSize: 8) {\n    totalCount\n    items {\n      ...RentChangeItem\n    }\n  }\n}\n\nmutation DecideRentChange($id: ID!, $approve: Boolean!) {\n  decideRentChange(id: $id, approve: $approve) {\n    ...RentChangeItem\n  }\n}": typeof types.RentChangeItemFragmentDoc,
    "fragment BedCard_bed on Bed {\n  id\n  bedNumber\n  label\n  isOccupied\n  pricePerMonthPaise\n  foodPlan\n  student {\n    id\n    name\n  }\n  currentStay {\n    id\n    startDate\n    expectedEndDate\n  }\n}": typeof types.BedCard_BedFragmentDoc,
    "fragment RoomCard_room on Room {\n  id\n  roomNumber\n  floor\n  isAc\n  roomType\n  availability\n  bedsOccupied\n  totalBeds\n}": typeof types.RoomCard_RoomFragmentDoc,
    "mutation AddBed($input: AddBedInput!) {\n  addBed(input: $input) {\n    id\n    ...BedCard_bed\n    room {\n      ...RoomCounters_room\n      beds {\n        id\n      }\n    }\n  }\n}": typeof types.AddBedDocument,
    "mutation AssignBed($studentId: ID!, $bedId: ID!) {\n  assignBed(studentId: $studentId, bedId: $bedId) {\n    ...StayChange_payload\n  }\n}": typeof types.AssignBedDocument,
    "query AssignStudentDialog($search: String) {\n  students(filter: {hasBed: false}, search: $search, pageSize: 10) {\n    totalCount\n    items {\n      id\n      name\n      phone\n    }\n  }\n}": typeof types.AssignStudentDialogDocument,
    "mutation CreateRoom($input: CreateRoomInput!) {\n  createRoom(input: $input) {\n    id\n    ...RoomCard_room\n    beds {\n      id\n    }\n  }\n}": typeof types.CreateRoomDocument,
    "mutation DeleteRoom($id: ID!) {\n  deleteRoom(id: $id) {\n    id\n  }\n}": typeof types.DeleteRoomDocument,
    "mutation RemoveBed($id: ID!) {\n  removeBed(id: $id) {\n    id\n    room {\n      ...RoomCounters_room\n      beds {\n        id\n      }\n    }\n  }\n}": typeof types.RemoveBedDocument,
    "mutation RemoveFromBed($studentId: ID!) {\n  removeFromBed(studentId: $studentId) {\n    ...StayChange_payload\n  }\n}": typeof types.RemoveFromBedDocument,
    "query RoomDetailPage($id: ID!) {\n  room(id: $id) {\n    id\n    ...RoomCard_room\n    beds {\n      id\n      ...BedCard_bed\n    }\n  }\n}": typeof types.RoomDetailPageDocument,
    "query RoomListPage($filter: RoomFilter, $page: Int!, $pageSize: Int!) {\n  rooms(filter: $filter, page: $page, pageSize: $pageSize) {\n    totalCount\n    items {\n      id\n      ...RoomCard_room\n    }\n  }\n}": typeof types.RoomListPageDocument,
    "mutation UpdateBed($id: ID!, $input: UpdateBedInput!) {\n  updateBed(id: $id, input: $input) {\n    id\n    pricePerMonthPaise\n    foodPlan\n    isOccupied\n    room {\n      ...RoomCounters_room\n    }\n  }\n}": typeof types.UpdateBedDocument,
    "mutation UpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n  updateRoom(id: $id, input: $input) {\n    id\n    ...RoomCard_room\n  }\n}": typeof types.UpdateRoomDocument,
    "fragment DepositDetails_deposit on Deposit {\n  id\n  amountPaise\n  paidOn\n  method\n  maturityDate\n}": typeof types.DepositDetails_DepositFragmentDoc,
    "fragment RentDetails_rentPeriod on RentPeriod {\n  id\n  label\n  startDate\n  endDate\n  amountPaise\n  settledPaise\n  pendingPaise\n  status\n}\n\nfragment RentDetails_balance on StudentBalance {\n  id\n  chargedPaise\n  collectedPaise\n  pendingPaise\n  balancePaise\n}": typeof types.RentDetails_RentPeriodFragmentDoc,
    "query StudentLedger($id: ID!, $page: Int!, $pageSize: Int!) {\n  student(id: $id) {\n    id\n    ledgerLines(page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        date\n        item\n        chargePaise\n        paymentPaise\n        balancePaise\n        payment {\n          id\n          status\n          receiptNumber\n          receiptPath\n        }\n      }\n    }\n  }\n}": typeof types.StudentLedgerDocument,
    "fragment StudentProfile_student on Student {\n  id\n  name\n  email\n  phone\n  moveInDate\n  roomNumber\n  photoUrl\n  archived\n}": typeof types.StudentProfile_StudentFragmentDoc,
    "fragment StudentTable_student on Student {\n  id\n  name\n  email\n  phone\n  moveInDate\n  roomNumber\n  bed {\n    id\n    label\n  }\n  photoUrl\n}": typeof types.StudentTable_StudentFragmentDoc,
    "mutation ArchiveStudent($id: ID!) {\n  archiveStudent(id: $id) {\n    ...StayChange_payload\n  }\n}": typeof types.ArchiveStudentDocument,
    "mutation ImportStudents($rows: [StudentImportInput!]!) {\n  importStudents(rows: $rows) {\n    id\n    imported\n    students {\n      ...StudentTable_student\n    }\n    rooms {\n      ...RoomCounters_room\n    }\n  }\n}": typeof types.ImportStudentsDocument,
    "mutation PreviewStudentImport($csv: String!) {\n  previewStudentImport(csv: $csv) {\n    id\n    totalRows\n    validRows {\n      id\n      line\n      name\n      email\n      phone\n      moveInDate\n      roomNumber\n      warnings\n    }\n    invalidRows {\n      id\n      line\n      raw\n      errors\n    }\n  }\n}": typeof types.PreviewStudentImportDocument,
    "query StudentDetailPage($id: ID!) {\n  student(id: $id) {\n    ...StudentProfile_student\n    deposit {\n      ...DepositDetails_deposit\n    }\n    rentTerms {\n      id\n      monthlyRentPaise\n      billFrom\n      noticePeriodDays\n    }\n    rentPeriods(count: 4) {\n      ...RentDetails_rentPeriod\n    }\n    balance {\n      ...RentDetails_balance\n    }\n  }\n}": typeof types.StudentDetailPageDocument,
    "query StudentEditPage($id: ID!) {\n  student(id: $id) {\n    id\n    name\n    email\n    phone\n    moveInDate\n    archived\n    rentTerms {\n      id\n      billFrom\n    }\n    room {\n      id\n      roomNumber\n    }\n  }\n}": typeof types.StudentEditPageDocument,
    "query StudentListPage($search: String, $sort: StudentSort, $page: Int!, $pageSize: Int!) {\n  students(search: $search, sort: $sort, page: $page, pageSize: $pageSize) {\n    totalCount\n    items {\n      ...StudentTable_student\n    }\n  }\n}": typeof types.StudentListPageDocument,
    "mutation UpdateStudent($id: ID!, $input: UpdateStudentInput!) {\n  updateStudent(id: $id, input: $input) {\n    ...StayChange_payload\n    student {\n      id\n      name\n      email\n      phone\n      moveInDate\n    }\n    warnings {\n      field\n      message\n    }\n  }\n}": typeof types.UpdateStudentDocument,
    "fragment Permissions_user on User {\n  permissions\n}": typeof types.Permissions_UserFragmentDoc,
};
const documents: Documents = {
    "mutation GiveNotice($input: GiveNoticeInput!) {\n  giveNotice(input: $input) {\n    id\n    noticeDate\n    moveOutDate\n    status\n    withdrawalStatus\n  }\n}": types.GiveNoticeDocument,
    "query RoomNumberChoices($filter: RoomFilter, $search: String) {\n  rooms(\n    filter: $filter\n    search: $search\n    page: 1\n    pageSize: 100\n    sort: {field: ROOM_NUMBER, direction: ASC}\n  ) {\n    totalCount\n    items {\n      id\n      roomNumber\n      floor\n      availability\n      bedsOccupied\n      totalBeds\n    }\n  }\n}": types.RoomNumberChoicesDocument,
    "fragment RoomCounters_room on Room {\n  id\n  availability\n  bedsOccupied\n  totalBeds\n}\n\nfragment BedOccupancy_bed on Bed {\n  id\n  label\n  isOccupied\n  student {\n    id\n    name\n  }\n  currentStay {\n    id\n    startDate\n    expectedEndDate\n  }\n}\n\nfragment StayChange_payload on StayChangePayload {\n  student {\n    id\n    archived\n    roomNumber\n    bed {\n      id\n      label\n    }\n    room {\n      id\n      roomNumber\n    }\n    currentStay {\n      id\n      startDate\n      endDate\n      expectedEndDate\n    }\n    stays {\n      id\n      startDate\n      endDate\n    }\n  }\n  beds {\n    ...BedOccupancy_bed\n  }\n  rooms {\n    ...RoomCounters_room\n  }\n}": types.RoomCounters_RoomFragmentDoc,
    "query PendingPayments($id: ID!) {\n  student(id: $id) {\n    id\n    name\n    pendingPayments {\n      id\n      amountPaise\n      method\n      reference\n      paidOn\n      receiptNumber\n      recordedByMe\n    }\n  }\n}": types.PendingPaymentsDocument,
    "fragment PaymentChange_payload on PaymentChangePayload {\n  payment {\n    id\n    amountPaise\n    method\n    reference\n    paidOn\n    status\n    settles\n    receiptNumber\n    receiptPath\n    recordedByMe\n    verifiedAt\n  }\n  student {\n    id\n    balance {\n      id\n      chargedPaise\n      collectedPaise\n      pendingPaise\n      balancePaise\n    }\n  }\n  periods {\n    id\n    label\n    startDate\n    endDate\n    amountPaise\n    settledPaise\n    pendingPaise\n    status\n  }\n  summaries {\n    id\n    month\n    residentsBilled\n    residentsPaid\n    billedPaise\n    collectedPaise\n    pendingVerificationPaise\n    duePaise\n    overduePaise\n  }\n  rows {\n    id\n    month\n    paymentStatus\n    inProcess\n    periodStatus\n    rentAmountPaise\n    settledPaise\n    pendingPaise\n    dueDate\n  }\n}\n\nmutation RecordPayment($input: RecordPaymentInput!) {\n  recordPayment(input: $input) {\n    ...PaymentChange_payload\n  }\n}\n\nmutation VerifyPayment($id: ID!) {\n  verifyPayment(id: $id) {\n    ...PaymentChange_payload\n  }\n}": types.PaymentChange_PayloadFragmentDoc,
    "mutation CheckIn($input: CheckInInput!) {\n  checkIn(input: $input) {\n    ...StayChange_payload\n    student {\n      id\n      name\n      email\n      phone\n      moveInDate\n    }\n    warnings {\n      field\n      message\n    }\n  }\n}": types.CheckInDocument,
    "query CheckInBedStep($roomId: ID!) {\n  beds(roomId: $roomId, filter: {isOccupied: false}, pageSize: 100) {\n    totalCount\n    items {\n      id\n      label\n      bedNumber\n      isOccupied\n      pricePerMonthPaise\n      foodPlan\n    }\n  }\n}": types.CheckInBedStepDocument,
    "query CheckInPage {\n  hostel {\n    id\n    defaultDepositPaise\n  }\n}": types.CheckInPageDocument,
    "query DashboardPage {\n  me {\n    id\n    fullName\n    role\n    hostel {\n      id\n      name\n    }\n  }\n}": types.DashboardPageDocument,
    "mutation AddCharges($input: AddChargesInput!) {\n  addCharges(input: $input) {\n    count\n    students {\n      id\n      balance {\n        id\n        chargedPaise\n        collectedPaise\n        pendingPaise\n        balancePaise\n      }\n    }\n  }\n}": types.AddChargesDocument,
    "query PaymentDetailsPage($month: String!) {\n  paymentSummary(month: $month) {\n    id\n    month\n    residentsBilled\n    residentsPaid\n    billedPaise\n    collectedPaise\n    pendingVerificationPaise\n    duePaise\n    overduePaise\n  }\n}": types.PaymentDetailsPageDocument,
    "query PickStudents($search: String, $sort: StudentSort, $page: Int!, $pageSize: Int!) {\n  students(search: $search, sort: $sort, page: $page, pageSize: $pageSize) {\n    totalCount\n    items {\n      id\n      name\n      email\n      phone\n      roomNumber\n    }\n  }\n}": types.PickStudentsDocument,
    "query StudentPaymentDetailsPage($month: String!, $search: String, $sort: StudentPaymentSort, $page: Int!, $pageSize: Int!) {\n  studentPayments(\n    month: $month\n    search: $search\n    sort: $sort\n    page: $page\n    pageSize: $pageSize\n  ) {\n    totalCount\n    items {\n      id\n      month\n      paymentStatus\n      inProcess\n      periodStatus\n      rentAmountPaise\n      settledPaise\n      pendingPaise\n      dueDate\n      student {\n        id\n        name\n        roomNumber\n        balance {\n          id\n          balancePaise\n          pendingPaise\n        }\n      }\n    }\n  }\n}": types.StudentPaymentDetailsPageDocument,
    "fragment RentChangeItem on RentChange {\n  id\n  kind\n  status\n  amountPaise\n  comment\n  effectiveDate\n  createdAt\n  decidedAt\n  student {\n    id\n    name\n  }\n}\n\nmutation UpdateRent($input: UpdateRentInput!) {\n  updateRent(input: $input) {\n    changes {\n      ...RentChangeItem\n    }\n  }\n}\n\nquery PendingRentChanges($page: Int!) {\n  rentChanges(status: pending, page: $page, pageSize: 8) {\n    totalCount\n    items {\n      ...RentChangeItem\n    }\n  }\n}\n\nmutation DecideRentChange($id: ID!, $approve: Boolean!) {\n  decideRentChange(id: $id, approve: $approve) {\n    ...RentChangeItem\n  }\n}": types.RentChangeItemFragmentDoc,
    "fragment BedCard_bed on Bed {\n  id\n  bedNumber\n  label\n  isOccupied\n  pricePerMonthPaise\n  foodPlan\n  student {\n    id\n    name\n  }\n  currentStay {\n    id\n    startDate\n    expectedEndDate\n  }\n}": types.BedCard_BedFragmentDoc,
    "fragment RoomCard_room on Room {\n  id\n  roomNumber\n  floor\n  isAc\n  roomType\n  availability\n  bedsOccupied\n  totalBeds\n}": types.RoomCard_RoomFragmentDoc,
    "mutation AddBed($input: AddBedInput!) {\n  addBed(input: $input) {\n    id\n    ...BedCard_bed\n    room {\n      ...RoomCounters_room\n      beds {\n        id\n      }\n    }\n  }\n}": types.AddBedDocument,
    "mutation AssignBed($studentId: ID!, $bedId: ID!) {\n  assignBed(studentId: $studentId, bedId: $bedId) {\n    ...StayChange_payload\n  }\n}": types.AssignBedDocument,
    "query AssignStudentDialog($search: String) {\n  students(filter: {hasBed: false}, search: $search, pageSize: 10) {\n    totalCount\n    items {\n      id\n      name\n      phone\n    }\n  }\n}": types.AssignStudentDialogDocument,
    "mutation CreateRoom($input: CreateRoomInput!) {\n  createRoom(input: $input) {\n    id\n    ...RoomCard_room\n    beds {\n      id\n    }\n  }\n}": types.CreateRoomDocument,
    "mutation DeleteRoom($id: ID!) {\n  deleteRoom(id: $id) {\n    id\n  }\n}": types.DeleteRoomDocument,
    "mutation RemoveBed($id: ID!) {\n  removeBed(id: $id) {\n    id\n    room {\n      ...RoomCounters_room\n      beds {\n        id\n      }\n    }\n  }\n}": types.RemoveBedDocument,
    "mutation RemoveFromBed($studentId: ID!) {\n  removeFromBed(studentId: $studentId) {\n    ...StayChange_payload\n  }\n}": types.RemoveFromBedDocument,
    "query RoomDetailPage($id: ID!) {\n  room(id: $id) {\n    id\n    ...RoomCard_room\n    beds {\n      id\n      ...BedCard_bed\n    }\n  }\n}": types.RoomDetailPageDocument,
    "query RoomListPage($filter: RoomFilter, $page: Int!, $pageSize: Int!) {\n  rooms(filter: $filter, page: $page, pageSize: $pageSize) {\n    totalCount\n    items {\n      id\n      ...RoomCard_room\n    }\n  }\n}": types.RoomListPageDocument,
    "mutation UpdateBed($id: ID!, $input: UpdateBedInput!) {\n  updateBed(id: $id, input: $input) {\n    id\n    pricePerMonthPaise\n    foodPlan\n    isOccupied\n    room {\n      ...RoomCounters_room\n    }\n  }\n}": types.UpdateBedDocument,
    "mutation UpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n  updateRoom(id: $id, input: $input) {\n    id\n    ...RoomCard_room\n  }\n}": types.UpdateRoomDocument,
    "fragment DepositDetails_deposit on Deposit {\n  id\n  amountPaise\n  paidOn\n  method\n  maturityDate\n}": types.DepositDetails_DepositFragmentDoc,
    "fragment RentDetails_rentPeriod on RentPeriod {\n  id\n  label\n  startDate\n  endDate\n  amountPaise\n  settledPaise\n  pendingPaise\n  status\n}\n\nfragment RentDetails_balance on StudentBalance {\n  id\n  chargedPaise\n  collectedPaise\n  pendingPaise\n  balancePaise\n}": types.RentDetails_RentPeriodFragmentDoc,
    "query StudentLedger($id: ID!, $page: Int!, $pageSize: Int!) {\n  student(id: $id) {\n    id\n    ledgerLines(page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        date\n        item\n        chargePaise\n        paymentPaise\n        balancePaise\n        payment {\n          id\n          status\n          receiptNumber\n          receiptPath\n        }\n      }\n    }\n  }\n}": types.StudentLedgerDocument,
    "fragment StudentProfile_student on Student {\n  id\n  name\n  email\n  phone\n  moveInDate\n  roomNumber\n  photoUrl\n  archived\n}": types.StudentProfile_StudentFragmentDoc,
    "fragment StudentTable_student on Student {\n  id\n  name\n  email\n  phone\n  moveInDate\n  roomNumber\n  bed {\n    id\n    label\n  }\n  photoUrl\n}": types.StudentTable_StudentFragmentDoc,
    "mutation ArchiveStudent($id: ID!) {\n  archiveStudent(id: $id) {\n    ...StayChange_payload\n  }\n}": types.ArchiveStudentDocument,
    "mutation ImportStudents($rows: [StudentImportInput!]!) {\n  importStudents(rows: $rows) {\n    id\n    imported\n    students {\n      ...StudentTable_student\n    }\n    rooms {\n      ...RoomCounters_room\n    }\n  }\n}": types.ImportStudentsDocument,
    "mutation PreviewStudentImport($csv: String!) {\n  previewStudentImport(csv: $csv) {\n    id\n    totalRows\n    validRows {\n      id\n      line\n      name\n      email\n      phone\n      moveInDate\n      roomNumber\n      warnings\n    }\n    invalidRows {\n      id\n      line\n      raw\n      errors\n    }\n  }\n}": types.PreviewStudentImportDocument,
    "query StudentDetailPage($id: ID!) {\n  student(id: $id) {\n    ...StudentProfile_student\n    deposit {\n      ...DepositDetails_deposit\n    }\n    rentTerms {\n      id\n      monthlyRentPaise\n      billFrom\n      noticePeriodDays\n    }\n    rentPeriods(count: 4) {\n      ...RentDetails_rentPeriod\n    }\n    balance {\n      ...RentDetails_balance\n    }\n  }\n}": types.StudentDetailPageDocument,
    "query StudentEditPage($id: ID!) {\n  student(id: $id) {\n    id\n    name\n    email\n    phone\n    moveInDate\n    archived\n    rentTerms {\n      id\n      billFrom\n    }\n    room {\n      id\n      roomNumber\n    }\n  }\n}": types.StudentEditPageDocument,
    "query StudentListPage($search: String, $sort: StudentSort, $page: Int!, $pageSize: Int!) {\n  students(search: $search, sort: $sort, page: $page, pageSize: $pageSize) {\n    totalCount\n    items {\n      ...StudentTable_student\n    }\n  }\n}": types.StudentListPageDocument,
    "mutation UpdateStudent($id: ID!, $input: UpdateStudentInput!) {\n  updateStudent(id: $id, input: $input) {\n    ...StayChange_payload\n    student {\n      id\n      name\n      email\n      phone\n      moveInDate\n    }\n    warnings {\n      field\n      message\n    }\n  }\n}": types.UpdateStudentDocument,
    "fragment Permissions_user on User {\n  permissions\n}": types.Permissions_UserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GiveNotice($input: GiveNoticeInput!) {\n  giveNotice(input: $input) {\n    id\n    noticeDate\n    moveOutDate\n    status\n    withdrawalStatus\n  }\n}"): (typeof documents)["mutation GiveNotice($input: GiveNoticeInput!) {\n  giveNotice(input: $input) {\n    id\n    noticeDate\n    moveOutDate\n    status\n    withdrawalStatus\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoomNumberChoices($filter: RoomFilter, $search: String) {\n  rooms(\n    filter: $filter\n    search: $search\n    page: 1\n    pageSize: 100\n    sort: {field: ROOM_NUMBER, direction: ASC}\n  ) {\n    totalCount\n    items {\n      id\n      roomNumber\n      floor\n      availability\n      bedsOccupied\n      totalBeds\n    }\n  }\n}"): (typeof documents)["query RoomNumberChoices($filter: RoomFilter, $search: String) {\n  rooms(\n    filter: $filter\n    search: $search\n    page: 1\n    pageSize: 100\n    sort: {field: ROOM_NUMBER, direction: ASC}\n  ) {\n    totalCount\n    items {\n      id\n      roomNumber\n      floor\n      availability\n      bedsOccupied\n      totalBeds\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RoomCounters_room on Room {\n  id\n  availability\n  bedsOccupied\n  totalBeds\n}\n\nfragment BedOccupancy_bed on Bed {\n  id\n  label\n  isOccupied\n  student {\n    id\n    name\n  }\n  currentStay {\n    id\n    startDate\n    expectedEndDate\n  }\n}\n\nfragment StayChange_payload on StayChangePayload {\n  student {\n    id\n    archived\n    roomNumber\n    bed {\n      id\n      label\n    }\n    room {\n      id\n      roomNumber\n    }\n    currentStay {\n      id\n      startDate\n      endDate\n      expectedEndDate\n    }\n    stays {\n      id\n      startDate\n      endDate\n    }\n  }\n  beds {\n    ...BedOccupancy_bed\n  }\n  rooms {\n    ...RoomCounters_room\n  }\n}"): (typeof documents)["fragment RoomCounters_room on Room {\n  id\n  availability\n  bedsOccupied\n  totalBeds\n}\n\nfragment BedOccupancy_bed on Bed {\n  id\n  label\n  isOccupied\n  student {\n    id\n    name\n  }\n  currentStay {\n    id\n    startDate\n    expectedEndDate\n  }\n}\n\nfragment StayChange_payload on StayChangePayload {\n  student {\n    id\n    archived\n    roomNumber\n    bed {\n      id\n      label\n    }\n    room {\n      id\n      roomNumber\n    }\n    currentStay {\n      id\n      startDate\n      endDate\n      expectedEndDate\n    }\n    stays {\n      id\n      startDate\n      endDate\n    }\n  }\n  beds {\n    ...BedOccupancy_bed\n  }\n  rooms {\n    ...RoomCounters_room\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PendingPayments($id: ID!) {\n  student(id: $id) {\n    id\n    name\n    pendingPayments {\n      id\n      amountPaise\n      method\n      reference\n      paidOn\n      receiptNumber\n      recordedByMe\n    }\n  }\n}"): (typeof documents)["query PendingPayments($id: ID!) {\n  student(id: $id) {\n    id\n    name\n    pendingPayments {\n      id\n      amountPaise\n      method\n      reference\n      paidOn\n      receiptNumber\n      recordedByMe\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PaymentChange_payload on PaymentChangePayload {\n  payment {\n    id\n    amountPaise\n    method\n    reference\n    paidOn\n    status\n    settles\n    receiptNumber\n    receiptPath\n    recordedByMe\n    verifiedAt\n  }\n  student {\n    id\n    balance {\n      id\n      chargedPaise\n      collectedPaise\n      pendingPaise\n      balancePaise\n    }\n  }\n  periods {\n    id\n    label\n    startDate\n    endDate\n    amountPaise\n    settledPaise\n    pendingPaise\n    status\n  }\n  summaries {\n    id\n    month\n    residentsBilled\n    residentsPaid\n    billedPaise\n    collectedPaise\n    pendingVerificationPaise\n    duePaise\n    overduePaise\n  }\n  rows {\n    id\n    month\n    paymentStatus\n    inProcess\n    periodStatus\n    rentAmountPaise\n    settledPaise\n    pendingPaise\n    dueDate\n  }\n}\n\nmutation RecordPayment($input: RecordPaymentInput!) {\n  recordPayment(input: $input) {\n    ...PaymentChange_payload\n  }\n}\n\nmutation VerifyPayment($id: ID!) {\n  verifyPayment(id: $id) {\n    ...PaymentChange_payload\n  }\n}"): (typeof documents)["fragment PaymentChange_payload on PaymentChangePayload {\n  payment {\n    id\n    amountPaise\n    method\n    reference\n    paidOn\n    status\n    settles\n    receiptNumber\n    receiptPath\n    recordedByMe\n    verifiedAt\n  }\n  student {\n    id\n    balance {\n      id\n      chargedPaise\n      collectedPaise\n      pendingPaise\n      balancePaise\n    }\n  }\n  periods {\n    id\n    label\n    startDate\n    endDate\n    amountPaise\n    settledPaise\n    pendingPaise\n    status\n  }\n  summaries {\n    id\n    month\n    residentsBilled\n    residentsPaid\n    billedPaise\n    collectedPaise\n    pendingVerificationPaise\n    duePaise\n    overduePaise\n  }\n  rows {\n    id\n    month\n    paymentStatus\n    inProcess\n    periodStatus\n    rentAmountPaise\n    settledPaise\n    pendingPaise\n    dueDate\n  }\n}\n\nmutation RecordPayment($input: RecordPaymentInput!) {\n  recordPayment(input: $input) {\n    ...PaymentChange_payload\n  }\n}\n\nmutation VerifyPayment($id: ID!) {\n  verifyPayment(id: $id) {\n    ...PaymentChange_payload\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckIn($input: CheckInInput!) {\n  checkIn(input: $input) {\n    ...StayChange_payload\n    student {\n      id\n      name\n      email\n      phone\n      moveInDate\n    }\n    warnings {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation CheckIn($input: CheckInInput!) {\n  checkIn(input: $input) {\n    ...StayChange_payload\n    student {\n      id\n      name\n      email\n      phone\n      moveInDate\n    }\n    warnings {\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckInBedStep($roomId: ID!) {\n  beds(roomId: $roomId, filter: {isOccupied: false}, pageSize: 100) {\n    totalCount\n    items {\n      id\n      label\n      bedNumber\n      isOccupied\n      pricePerMonthPaise\n      foodPlan\n    }\n  }\n}"): (typeof documents)["query CheckInBedStep($roomId: ID!) {\n  beds(roomId: $roomId, filter: {isOccupied: false}, pageSize: 100) {\n    totalCount\n    items {\n      id\n      label\n      bedNumber\n      isOccupied\n      pricePerMonthPaise\n      foodPlan\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckInPage {\n  hostel {\n    id\n    defaultDepositPaise\n  }\n}"): (typeof documents)["query CheckInPage {\n  hostel {\n    id\n    defaultDepositPaise\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardPage {\n  me {\n    id\n    fullName\n    role\n    hostel {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["query DashboardPage {\n  me {\n    id\n    fullName\n    role\n    hostel {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddCharges($input: AddChargesInput!) {\n  addCharges(input: $input) {\n    count\n    students {\n      id\n      balance {\n        id\n        chargedPaise\n        collectedPaise\n        pendingPaise\n        balancePaise\n      }\n    }\n  }\n}"): (typeof documents)["mutation AddCharges($input: AddChargesInput!) {\n  addCharges(input: $input) {\n    count\n    students {\n      id\n      balance {\n        id\n        chargedPaise\n        collectedPaise\n        pendingPaise\n        balancePaise\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentDetailsPage($month: String!) {\n  paymentSummary(month: $month) {\n    id\n    month\n    residentsBilled\n    residentsPaid\n    billedPaise\n    collectedPaise\n    pendingVerificationPaise\n    duePaise\n    overduePaise\n  }\n}"): (typeof documents)["query PaymentDetailsPage($month: String!) {\n  paymentSummary(month: $month) {\n    id\n    month\n    residentsBilled\n    residentsPaid\n    billedPaise\n    collectedPaise\n    pendingVerificationPaise\n    duePaise\n    overduePaise\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PickStudents($search: String, $sort: StudentSort, $page: Int!, $pageSize: Int!) {\n  students(search: $search, sort: $sort, page: $page, pageSize: $pageSize) {\n    totalCount\n    items {\n      id\n      name\n      email\n      phone\n      roomNumber\n    }\n  }\n}"): (typeof documents)["query PickStudents($search: String, $sort: StudentSort, $page: Int!, $pageSize: Int!) {\n  students(search: $search, sort: $sort, page: $page, pageSize: $pageSize) {\n    totalCount\n    items {\n      id\n      name\n      email\n      phone\n      roomNumber\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StudentPaymentDetailsPage($month: String!, $search: String, $sort: StudentPaymentSort, $page: Int!, $pageSize: Int!) {\n  studentPayments(\n    month: $month\n    search: $search\n    sort: $sort\n    page: $page\n    pageSize: $pageSize\n  ) {\n    totalCount\n    items {\n      id\n      month\n      paymentStatus\n      inProcess\n      periodStatus\n      rentAmountPaise\n      settledPaise\n      pendingPaise\n      dueDate\n      student {\n        id\n        name\n        roomNumber\n        balance {\n          id\n          balancePaise\n          pendingPaise\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query StudentPaymentDetailsPage($month: String!, $search: String, $sort: StudentPaymentSort, $page: Int!, $pageSize: Int!) {\n  studentPayments(\n    month: $month\n    search: $search\n    sort: $sort\n    page: $page\n    pageSize: $pageSize\n  ) {\n    totalCount\n    items {\n      id\n      month\n      paymentStatus\n      inProcess\n      periodStatus\n      rentAmountPaise\n      settledPaise\n      pendingPaise\n      dueDate\n      student {\n        id\n        name\n        roomNumber\n        balance {\n          id\n          balancePaise\n          pendingPaise\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RentChangeItem on RentChange {\n  id\n  kind\n  status\n  amountPaise\n  comment\n  effectiveDate\n  createdAt\n  decidedAt\n  student {\n    id\n    name\n  }\n}\n\nmutation UpdateRent($input: UpdateRentInput!) {\n  updateRent(input: $input) {\n    changes {\n      ...RentChangeItem\n    }\n  }\n}\n\nquery PendingRentChanges($page: Int!) {\n  rentChanges(status: pending, page: $page, pageSize: 8) {\n    totalCount\n    items {\n      ...RentChangeItem\n    }\n  }\n}\n\nmutation DecideRentChange($id: ID!, $approve: Boolean!) {\n  decideRentChange(id: $id, approve: $approve) {\n    ...RentChangeItem\n  }\n}"): (typeof documents)["fragment RentChangeItem on RentChange {\n  id\n  kind\n  status\n  amountPaise\n  comment\n  effectiveDate\n  createdAt\n  decidedAt\n  student {\n    id\n    name\n  }\n}\n\nmutation UpdateRent($input: UpdateRentInput!) {\n  updateRent(input: $input) {\n    changes {\n      ...RentChangeItem\n    }\n  }\n}\n\nquery PendingRentChanges($page: Int!) {\n  rentChanges(status: pending, page: $page, pageSize: 8) {\n    totalCount\n    items {\n      ...RentChangeItem\n    }\n  }\n}\n\nmutation DecideRentChange($id: ID!, $approve: Boolean!) {\n  decideRentChange(id: $id, approve: $approve) {\n    ...RentChangeItem\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BedCard_bed on Bed {\n  id\n  bedNumber\n  label\n  isOccupied\n  pricePerMonthPaise\n  foodPlan\n  student {\n    id\n    name\n  }\n  currentStay {\n    id\n    startDate\n    expectedEndDate\n  }\n}"): (typeof documents)["fragment BedCard_bed on Bed {\n  id\n  bedNumber\n  label\n  isOccupied\n  pricePerMonthPaise\n  foodPlan\n  student {\n    id\n    name\n  }\n  currentStay {\n    id\n    startDate\n    expectedEndDate\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RoomCard_room on Room {\n  id\n  roomNumber\n  floor\n  isAc\n  roomType\n  availability\n  bedsOccupied\n  totalBeds\n}"): (typeof documents)["fragment RoomCard_room on Room {\n  id\n  roomNumber\n  floor\n  isAc\n  roomType\n  availability\n  bedsOccupied\n  totalBeds\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddBed($input: AddBedInput!) {\n  addBed(input: $input) {\n    id\n    ...BedCard_bed\n    room {\n      ...RoomCounters_room\n      beds {\n        id\n      }\n    }\n  }\n}"): (typeof documents)["mutation AddBed($input: AddBedInput!) {\n  addBed(input: $input) {\n    id\n    ...BedCard_bed\n    room {\n      ...RoomCounters_room\n      beds {\n        id\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignBed($studentId: ID!, $bedId: ID!) {\n  assignBed(studentId: $studentId, bedId: $bedId) {\n    ...StayChange_payload\n  }\n}"): (typeof documents)["mutation AssignBed($studentId: ID!, $bedId: ID!) {\n  assignBed(studentId: $studentId, bedId: $bedId) {\n    ...StayChange_payload\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssignStudentDialog($search: String) {\n  students(filter: {hasBed: false}, search: $search, pageSize: 10) {\n    totalCount\n    items {\n      id\n      name\n      phone\n    }\n  }\n}"): (typeof documents)["query AssignStudentDialog($search: String) {\n  students(filter: {hasBed: false}, search: $search, pageSize: 10) {\n    totalCount\n    items {\n      id\n      name\n      phone\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateRoom($input: CreateRoomInput!) {\n  createRoom(input: $input) {\n    id\n    ...RoomCard_room\n    beds {\n      id\n    }\n  }\n}"): (typeof documents)["mutation CreateRoom($input: CreateRoomInput!) {\n  createRoom(input: $input) {\n    id\n    ...RoomCard_room\n    beds {\n      id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteRoom($id: ID!) {\n  deleteRoom(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteRoom($id: ID!) {\n  deleteRoom(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveBed($id: ID!) {\n  removeBed(id: $id) {\n    id\n    room {\n      ...RoomCounters_room\n      beds {\n        id\n      }\n    }\n  }\n}"): (typeof documents)["mutation RemoveBed($id: ID!) {\n  removeBed(id: $id) {\n    id\n    room {\n      ...RoomCounters_room\n      beds {\n        id\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveFromBed($studentId: ID!) {\n  removeFromBed(studentId: $studentId) {\n    ...StayChange_payload\n  }\n}"): (typeof documents)["mutation RemoveFromBed($studentId: ID!) {\n  removeFromBed(studentId: $studentId) {\n    ...StayChange_payload\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoomDetailPage($id: ID!) {\n  room(id: $id) {\n    id\n    ...RoomCard_room\n    beds {\n      id\n      ...BedCard_bed\n    }\n  }\n}"): (typeof documents)["query RoomDetailPage($id: ID!) {\n  room(id: $id) {\n    id\n    ...RoomCard_room\n    beds {\n      id\n      ...BedCard_bed\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoomListPage($filter: RoomFilter, $page: Int!, $pageSize: Int!) {\n  rooms(filter: $filter, page: $page, pageSize: $pageSize) {\n    totalCount\n    items {\n      id\n      ...RoomCard_room\n    }\n  }\n}"): (typeof documents)["query RoomListPage($filter: RoomFilter, $page: Int!, $pageSize: Int!) {\n  rooms(filter: $filter, page: $page, pageSize: $pageSize) {\n    totalCount\n    items {\n      id\n      ...RoomCard_room\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateBed($id: ID!, $input: UpdateBedInput!) {\n  updateBed(id: $id, input: $input) {\n    id\n    pricePerMonthPaise\n    foodPlan\n    isOccupied\n    room {\n      ...RoomCounters_room\n    }\n  }\n}"): (typeof documents)["mutation UpdateBed($id: ID!, $input: UpdateBedInput!) {\n  updateBed(id: $id, input: $input) {\n    id\n    pricePerMonthPaise\n    foodPlan\n    isOccupied\n    room {\n      ...RoomCounters_room\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n  updateRoom(id: $id, input: $input) {\n    id\n    ...RoomCard_room\n  }\n}"): (typeof documents)["mutation UpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n  updateRoom(id: $id, input: $input) {\n    id\n    ...RoomCard_room\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DepositDetails_deposit on Deposit {\n  id\n  amountPaise\n  paidOn\n  method\n  maturityDate\n}"): (typeof documents)["fragment DepositDetails_deposit on Deposit {\n  id\n  amountPaise\n  paidOn\n  method\n  maturityDate\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RentDetails_rentPeriod on RentPeriod {\n  id\n  label\n  startDate\n  endDate\n  amountPaise\n  settledPaise\n  pendingPaise\n  status\n}\n\nfragment RentDetails_balance on StudentBalance {\n  id\n  chargedPaise\n  collectedPaise\n  pendingPaise\n  balancePaise\n}"): (typeof documents)["fragment RentDetails_rentPeriod on RentPeriod {\n  id\n  label\n  startDate\n  endDate\n  amountPaise\n  settledPaise\n  pendingPaise\n  status\n}\n\nfragment RentDetails_balance on StudentBalance {\n  id\n  chargedPaise\n  collectedPaise\n  pendingPaise\n  balancePaise\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StudentLedger($id: ID!, $page: Int!, $pageSize: Int!) {\n  student(id: $id) {\n    id\n    ledgerLines(page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        date\n        item\n        chargePaise\n        paymentPaise\n        balancePaise\n        payment {\n          id\n          status\n          receiptNumber\n          receiptPath\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query StudentLedger($id: ID!, $page: Int!, $pageSize: Int!) {\n  student(id: $id) {\n    id\n    ledgerLines(page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        id\n        date\n        item\n        chargePaise\n        paymentPaise\n        balancePaise\n        payment {\n          id\n          status\n          receiptNumber\n          receiptPath\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StudentProfile_student on Student {\n  id\n  name\n  email\n  phone\n  moveInDate\n  roomNumber\n  photoUrl\n  archived\n}"): (typeof documents)["fragment StudentProfile_student on Student {\n  id\n  name\n  email\n  phone\n  moveInDate\n  roomNumber\n  photoUrl\n  archived\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StudentTable_student on Student {\n  id\n  name\n  email\n  phone\n  moveInDate\n  roomNumber\n  bed {\n    id\n    label\n  }\n  photoUrl\n}"): (typeof documents)["fragment StudentTable_student on Student {\n  id\n  name\n  email\n  phone\n  moveInDate\n  roomNumber\n  bed {\n    id\n    label\n  }\n  photoUrl\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ArchiveStudent($id: ID!) {\n  archiveStudent(id: $id) {\n    ...StayChange_payload\n  }\n}"): (typeof documents)["mutation ArchiveStudent($id: ID!) {\n  archiveStudent(id: $id) {\n    ...StayChange_payload\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportStudents($rows: [StudentImportInput!]!) {\n  importStudents(rows: $rows) {\n    id\n    imported\n    students {\n      ...StudentTable_student\n    }\n    rooms {\n      ...RoomCounters_room\n    }\n  }\n}"): (typeof documents)["mutation ImportStudents($rows: [StudentImportInput!]!) {\n  importStudents(rows: $rows) {\n    id\n    imported\n    students {\n      ...StudentTable_student\n    }\n    rooms {\n      ...RoomCounters_room\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PreviewStudentImport($csv: String!) {\n  previewStudentImport(csv: $csv) {\n    id\n    totalRows\n    validRows {\n      id\n      line\n      name\n      email\n      phone\n      moveInDate\n      roomNumber\n      warnings\n    }\n    invalidRows {\n      id\n      line\n      raw\n      errors\n    }\n  }\n}"): (typeof documents)["mutation PreviewStudentImport($csv: String!) {\n  previewStudentImport(csv: $csv) {\n    id\n    totalRows\n    validRows {\n      id\n      line\n      name\n      email\n      phone\n      moveInDate\n      roomNumber\n      warnings\n    }\n    invalidRows {\n      id\n      line\n      raw\n      errors\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StudentDetailPage($id: ID!) {\n  student(id: $id) {\n    ...StudentProfile_student\n    deposit {\n      ...DepositDetails_deposit\n    }\n    rentTerms {\n      id\n      monthlyRentPaise\n      billFrom\n      noticePeriodDays\n    }\n    rentPeriods(count: 4) {\n      ...RentDetails_rentPeriod\n    }\n    balance {\n      ...RentDetails_balance\n    }\n  }\n}"): (typeof documents)["query StudentDetailPage($id: ID!) {\n  student(id: $id) {\n    ...StudentProfile_student\n    deposit {\n      ...DepositDetails_deposit\n    }\n    rentTerms {\n      id\n      monthlyRentPaise\n      billFrom\n      noticePeriodDays\n    }\n    rentPeriods(count: 4) {\n      ...RentDetails_rentPeriod\n    }\n    balance {\n      ...RentDetails_balance\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StudentEditPage($id: ID!) {\n  student(id: $id) {\n    id\n    name\n    email\n    phone\n    moveInDate\n    archived\n    rentTerms {\n      id\n      billFrom\n    }\n    room {\n      id\n      roomNumber\n    }\n  }\n}"): (typeof documents)["query StudentEditPage($id: ID!) {\n  student(id: $id) {\n    id\n    name\n    email\n    phone\n    moveInDate\n    archived\n    rentTerms {\n      id\n      billFrom\n    }\n    room {\n      id\n      roomNumber\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StudentListPage($search: String, $sort: StudentSort, $page: Int!, $pageSize: Int!) {\n  students(search: $search, sort: $sort, page: $page, pageSize: $pageSize) {\n    totalCount\n    items {\n      ...StudentTable_student\n    }\n  }\n}"): (typeof documents)["query StudentListPage($search: String, $sort: StudentSort, $page: Int!, $pageSize: Int!) {\n  students(search: $search, sort: $sort, page: $page, pageSize: $pageSize) {\n    totalCount\n    items {\n      ...StudentTable_student\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateStudent($id: ID!, $input: UpdateStudentInput!) {\n  updateStudent(id: $id, input: $input) {\n    ...StayChange_payload\n    student {\n      id\n      name\n      email\n      phone\n      moveInDate\n    }\n    warnings {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation UpdateStudent($id: ID!, $input: UpdateStudentInput!) {\n  updateStudent(id: $id, input: $input) {\n    ...StayChange_payload\n    student {\n      id\n      name\n      email\n      phone\n      moveInDate\n    }\n    warnings {\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment Permissions_user on User {\n  permissions\n}"): (typeof documents)["fragment Permissions_user on User {\n  permissions\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;