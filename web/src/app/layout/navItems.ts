import type { IconType } from 'react-icons';
import {
  LuBedDouble,
  LuBell,
  LuClipboardList,
  LuCreditCard,
  LuDoorOpen,
  LuLayoutDashboard,
  LuLogIn,
  LuUserPlus,
  LuUsers,
  LuUtensils,
  LuWallet,
} from 'react-icons/lu';
import { paths } from '@/config/paths';
import type { Permission } from '@/lib/permissions';

export type NavEntry = {
  label: string;
  to: string;
  icon?: IconType;
  /** Shown only to roles with this permission. */
  permission?: Permission;
};

export const homeEntries: NavEntry[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: LuLayoutDashboard },
  { label: 'Students', to: paths.students, icon: LuUsers },
  { label: 'Room', to: paths.rooms, icon: LuBedDouble },
  { label: 'Food Details', to: paths.foodDetails, icon: LuUtensils },
  { label: 'Payment Details', to: paths.payments, icon: LuWallet, permission: 'payments_read' },
  { label: 'Request', to: paths.requests, icon: LuClipboardList },
  { label: 'Check In', to: paths.checkIn, icon: LuLogIn, permission: 'students_write' },
  { label: 'Notification', to: paths.notification, icon: LuBell },
  { label: 'Visitor Management', to: paths.visitors, icon: LuDoorOpen },
  { label: 'Register User', to: paths.register, icon: LuUserPlus, permission: 'users_register' },
];

/** The demo menu's sub-pages: the payment screens reachable from the Payment Details tiles. */
export const demoEntries: NavEntry[] = [
  { label: 'Deposits', to: paths.deposits, permission: 'payments_read' },
  { label: 'Checkout', to: paths.checkout, permission: 'payments_read' },
  { label: 'Extra Billing', to: paths.extraBilling, permission: 'payments_read' },
  { label: 'Update Rent', to: paths.updateRent, permission: 'payments_read' },
];

export const subscriptionEntries: NavEntry[] = [
  { label: 'Billing Settings', to: paths.billing, icon: LuCreditCard, permission: 'subscription_manage' },
];
