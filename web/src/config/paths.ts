const admin = '/admin';
const payments = `${admin}/payment-details`;

export const paths = {
  root: '/',
  admin,
  login: `${admin}/login`,
  register: `${admin}/register`,
  dashboard: `${admin}/dashboard`,
  students: `${admin}/student-details`,
  student: (id: string | number) => `${admin}/student-details/${id}`,
  studentEdit: (id: string | number) => `${admin}/student-details/student-edit/${id}`,
  rooms: `${admin}/room`,
  room: (roomId: string | number) => `${admin}/room/${roomId}`,
  foodDetails: `${admin}/food-details`,
  payments,
  studentPayments: `${payments}/student-payment-details`,
  monthRows: `${payments}/month-rows`,
  dues: `${admin}/dues`,
  deposits: `${payments}/deposits`,
  checkout: `${payments}/checkout`,
  extraBilling: `${payments}/extra-billing`,
  updateRent: `${payments}/update-rent`,
  requests: `${admin}/request`,
  requestType: (requestType: string) => `${admin}/request/${requestType}`,
  checkIn: `${admin}/checkin`,
  notification: `${admin}/notification`,
  visitors: `${admin}/visitor-management`,
  billing: `${admin}/billing`,
  profile: `${admin}/profile`,
  profileSettings: `${admin}/profile?tab=settings`,
  terms: `${admin}/terms`,
  privacy: `${admin}/privacy`,
  compliances: `${admin}/compliances`,
  /** A resident's own page (their login, role tenant): outside the admin app. */
  resident: '/resident',
  /** The API playground (GraphiQL), served by the server as GET /graphql from a browser: outside the app's router. */
  apiPlayground: '/graphql',
} as const;

/** Route patterns, for the router only; screens link through `paths`. */
export const routePatterns = {
  student: `${admin}/student-details/:id`,
  studentEdit: `${admin}/student-details/student-edit/:id`,
  room: `${admin}/room/:roomId`,
  requestType: `${admin}/request/:requestType`,
} as const;
