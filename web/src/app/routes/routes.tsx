import { Navigate, type RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '@/config/paths';
import { RequireAuth } from '../guards/RequireAuth';
import { RequireResident } from '../guards/RequireResident';
import { RootLayout } from '../layout/RootLayout';
import { RouteError } from '../layout/RouteError';
import type { RouteHandle } from './handle';
import { lazyPage } from './lazyPage';
import * as Page from './pages';

/** Page not found's layout (Chakra UI): lazy, and named here, as it imports the admin layout from ./pages. */
const SessionLayout = lazyPage(() => import('../layout/SessionLayout'), 'SessionLayout');

/** A screen's tab title ("Student Details · Hostel Admin"), read by the layout from the matched route. */
const title = (text: string): RouteHandle => ({ title: text });

/** Screens inside the admin layout (sidebar, header, footer), all behind the guard. */
const adminScreens: RouteObject[] = [
  { path: paths.admin, element: <Navigate to={paths.dashboard} replace /> },
  { path: paths.dashboard, element: <Page.DashboardPage />, handle: title('Dashboard') },
  { path: paths.students, element: <Page.StudentListPage />, handle: title('Student Details') },
  { path: routePatterns.studentEdit, element: <Page.StudentEditPage />, handle: title('Edit Student Details') },
  { path: routePatterns.student, element: <Page.StudentDetailPage />, handle: title('Student Details') },
  { path: paths.rooms, element: <Page.RoomListPage />, handle: title('Room Details') },
  { path: routePatterns.room, element: <Page.RoomDetailPage />, handle: title('Room') },
  { path: paths.foodDetails, element: <Page.FoodDetailsPage />, handle: title('Food Details') },
  { path: paths.payments, element: <Page.PaymentDetailsPage />, handle: title('Payment Details') },
  {
    path: paths.studentPayments,
    element: <Page.StudentPaymentDetailsPage />,
    handle: title('Student Payment Details'),
  },
  { path: paths.monthRows, element: <Page.MonthRowsPage />, handle: title('Payment Details') },
  { path: paths.dues, element: <Page.DuesPage />, handle: title('Dues') },
  { path: paths.deposits, element: <Page.DepositsPage />, handle: title('Deposits') },
  { path: paths.checkout, element: <Page.CheckoutPage />, handle: title('Checkout') },
  { path: paths.extraBilling, element: <Page.ExtraBillingPage />, handle: title('Extra Billing') },
  { path: paths.updateRent, element: <Page.UpdateRentPage />, handle: title('Update Rent') },
  { path: paths.requests, element: <Page.RequestsPage />, handle: title('Requests') },
  { path: routePatterns.requestType, element: <Page.RequestListPage />, handle: title('Requests') },
  { path: paths.checkIn, element: <Page.CheckInPage />, handle: title('Check In') },
  { path: paths.notification, element: <Page.NotificationPage />, handle: title('Notification') },
  { path: paths.visitors, element: <Page.VisitorManagementPage />, handle: title('Visitor Management') },
  { path: paths.billing, element: <Page.BillingSettingsPage />, handle: title('Billing Settings') },
  { path: paths.profile, element: <Page.ProfilePage />, handle: title('Profile') },
  { path: paths.terms, element: <Page.TermsPage />, handle: title('Terms') },
  { path: paths.privacy, element: <Page.PrivacyPage />, handle: title('Privacy') },
  { path: paths.compliances, element: <Page.CompliancesPage />, handle: title('Compliances') },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.root, element: <Navigate to={paths.login} replace /> },
      // Plain React and CSS, no Chakra UI: the page every user opens first (issue 37).
      { path: paths.login, element: <Page.LoginPage />, handle: title('Login') },
      {
        element: <Page.ChakraLayout />,
        children: [
          { path: paths.register, element: <Page.RegisterPage />, handle: title('Register') },
          {
            element: <RequireAuth />,
            children: [{ element: <Page.AppLayout />, children: adminScreens }],
          },
          {
            element: <RequireResident />,
            children: [
              {
                element: <Page.ApolloOutlet />,
                children: [{ path: paths.resident, element: <Page.ResidentPage />, handle: title('My Residence') }],
              },
            ],
          },
          {
            // An address the table does not know: Page not found, in the admin layout when signed in.
            element: <SessionLayout />,
            children: [{ path: '*', element: <Page.NotFoundPage />, handle: title('Page not found') }],
          },
        ],
      },
    ],
  },
];
