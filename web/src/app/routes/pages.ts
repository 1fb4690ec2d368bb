import { lazyPage } from './lazyPage';

// Chakra UI loads with every route but the login page (layout/ChakraLayout.tsx); the GraphQL client with the first
// signed-in screen, never on the login page (app/ApolloOutlet.tsx).
export const ChakraLayout = lazyPage(() => import('../layout/ChakraLayout'), 'ChakraLayout');
export const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');
export const AppLayout = lazyPage(() => import('../layout/SignedInLayout'), 'SignedInLayout');
export const ApolloOutlet = lazyPage(() => import('../ApolloOutlet'), 'ApolloOutlet');
export const LoginPage = lazyPage(() => import('@/features/auth/pages/LoginPage'), 'LoginPage');
export const RegisterPage = lazyPage(() => import('@/features/register/pages/RegisterPage'), 'RegisterPage');
export const DashboardPage = lazyPage(() => import('@/features/dashboard/pages/DashboardPage'), 'DashboardPage');

export const StudentListPage = lazyPage(() => import('@/features/students/pages/StudentListPage'), 'StudentListPage');
export const StudentDetailPage = lazyPage(
  () => import('@/features/students/pages/StudentDetailPage'),
  'StudentDetailPage',
);
export const StudentEditPage = lazyPage(() => import('@/features/students/pages/StudentEditPage'), 'StudentEditPage');

export const RoomListPage = lazyPage(() => import('@/features/rooms/pages/RoomListPage'), 'RoomListPage');
export const RoomDetailPage = lazyPage(() => import('@/features/rooms/pages/RoomDetailPage'), 'RoomDetailPage');
export const FoodDetailsPage = lazyPage(() => import('@/features/meals/pages/FoodDetailsPage'), 'FoodDetailsPage');

export const PaymentDetailsPage = lazyPage(
  () => import('@/features/payments/pages/PaymentDetailsPage'),
  'PaymentDetailsPage',
);
export const MonthRowsPage = lazyPage(() => import('@/features/payments/pages/MonthRowsPage'), 'MonthRowsPage');
export const StudentPaymentDetailsPage = lazyPage(
  () => import('@/features/payments/pages/StudentPaymentDetailsPage'),
  'StudentPaymentDetailsPage',
);
export const DuesPage = lazyPage(() => import('@/features/dues/pages/DuesPage'), 'DuesPage');
export const DepositsPage = lazyPage(() => import('@/features/payments/pages/DepositsPage'), 'DepositsPage');
export const CheckoutPage = lazyPage(() => import('@/features/payments/pages/CheckoutPage'), 'CheckoutPage');
export const ExtraBillingPage = lazyPage(
  () => import('@/features/payments/pages/ExtraBillingPage'),
  'ExtraBillingPage',
);
export const UpdateRentPage = lazyPage(() => import('@/features/payments/pages/UpdateRentPage'), 'UpdateRentPage');

export const RequestsPage = lazyPage(() => import('@/features/requests/pages/RequestsPage'), 'RequestsPage');
export const RequestListPage = lazyPage(() => import('@/features/requests/pages/RequestListPage'), 'RequestListPage');
export const CheckInPage = lazyPage(() => import('@/features/checkin/pages/CheckInPage'), 'CheckInPage');
export const NotificationPage = lazyPage(
  () => import('@/features/notifications/pages/NotificationPage'),
  'NotificationPage',
);
export const VisitorManagementPage = lazyPage(
  () => import('@/features/visitors/pages/VisitorManagementPage'),
  'VisitorManagementPage',
);
export const BillingSettingsPage = lazyPage(
  () => import('@/features/billing/pages/BillingSettingsPage'),
  'BillingSettingsPage',
);
export const ProfilePage = lazyPage(() => import('@/features/profile/pages/ProfilePage'), 'ProfilePage');

export const TermsPage = lazyPage(() => import('@/features/legal/pages/TermsPage'), 'TermsPage');
export const PrivacyPage = lazyPage(() => import('@/features/legal/pages/PrivacyPage'), 'PrivacyPage');
export const CompliancesPage = lazyPage(() => import('@/features/legal/pages/CompliancesPage'), 'CompliancesPage');

export const ResidentPage = lazyPage(() => import('@/features/resident/pages/ResidentPage'), 'ResidentPage');
