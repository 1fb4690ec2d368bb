import { Navigate, type RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '@/config/paths';
import { FallbackRedirect } from '../guards/FallbackRedirect';
import { RequireAuth } from '../guards/RequireAuth';
import { RootLayout } from '../layout/RootLayout';
import { RouteError } from '../layout/RouteError';
import * as Page from './pages';

/** Screens inside the admin layout (sidebar, header, footer), all behind the guard. */
const adminScreens: RouteObject[] = [
  { path: paths.admin, element: <Navigate to={paths.dashboard} replace /> },
  { path: paths.dashboard, element: <Page.DashboardPage /> },
  { path: paths.students, element: <Page.StudentListPage /> },
  { path: routePatterns.studentEdit, element: <Page.StudentEditPage /> },
  { path: routePatterns.student, element: <Page.StudentDetailPage /> },
  { path: paths.rooms, element: <Page.RoomListPage /> },
  { path: routePatterns.room, element: <Page.RoomDetailPage /> },
  { path: paths.foodDetails, element: <Page.FoodDetailsPage /> },
  { path: paths.payments, element: <Page.PaymentDetailsPage /> },
  { path: paths.studentPayments, element: <Page.StudentPaymentDetailsPage /> },
  { path: paths.deposits, element: <Page.DepositsPage /> },
  { path: paths.checkout, element: <Page.CheckoutPage /> },
  { path: paths.extraBilling, element: <Page.ExtraBillingPage /> },
  { path: paths.updateRent, element: <Page.UpdateRentPage /> },
  { path: paths.requests, element: <Page.RequestsPage /> },
  { path: routePatterns.requestType, element: <Page.RequestListPage /> },
  { path: paths.checkIn, element: <Page.CheckInPage /> },
  { path: paths.notification, element: <Page.NotificationPage /> },
  { path: paths.visitors, element: <Page.VisitorManagementPage /> },
  { path: paths.billing, element: <Page.BillingSettingsPage /> },
  { path: paths.profile, element: <Page.ProfilePage /> },
  { path: paths.terms, element: <Page.TermsPage /> },
  { path: paths.privacy, element: <Page.PrivacyPage /> },
  { path: paths.compliances, element: <Page.CompliancesPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.root, element: <Navigate to={paths.login} replace /> },
      { path: paths.login, element: <Page.LoginPage /> },
      { path: paths.register, element: <Page.RegisterPage /> },
      {
        element: <RequireAuth />,
        children: [{ element: <Page.AppLayout />, children: adminScreens }],
      },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];
