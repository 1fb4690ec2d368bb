import type { IconType } from 'react-icons';
import {
  LuBedDouble,
  LuBell,
  LuClipboardList,
  LuCreditCard,
  LuDoorOpen,
  LuHandCoins,
  LuLayoutDashboard,
  LuLogIn,
  LuLogOut,
  LuPiggyBank,
  LuReceipt,
  LuReceiptIndianRupee,
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
  /** A count beside the label: what waits there for the signed-in user ("Update Rent, 2 waiting"). */
  waiting?: 'rentChanges';
};

export const homeEntries: NavEntry[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: LuLayoutDashboard },
  { label: 'Students', to: paths.students, icon: LuUsers },
  { label: 'Room', to: paths.rooms, icon: LuBedDouble },
  { label: 'Food Details', to: paths.foodDetails, icon: LuUtensils },
  { label: 'Request', to: paths.requests, icon: LuClipboardList },
  { label: 'Check In', to: paths.checkIn, icon: LuLogIn, permission: 'students_write' },
  { label: 'Notification', to: paths.notification, icon: LuBell },
  { label: 'Visitor Management', to: paths.visitors, icon: LuDoorOpen },
  { label: 'Register User', to: paths.register, icon: LuUserPlus, permission: 'users_register' },
];

/** The money screens: Payment Details and the screens its tiles lead to. */
export const moneyEntries: NavEntry[] = [
  { label: 'Payment Details', to: paths.payments, icon: LuWallet, permission: 'payments_read' },
  { label: 'Dues', to: paths.dues, icon: LuHandCoins, permission: 'payments_read' },
  { label: 'Deposits', to: paths.deposits, icon: LuPiggyBank, permission: 'payments_read' },
  { label: 'Checkout', to: paths.checkout, icon: LuLogOut, permission: 'payments_read' },
  { label: 'Extra Billing', to: paths.extraBilling, icon: LuReceipt, permission: 'payments_read' },
  {
    label: 'Update Rent',
    to: paths.updateRent,
    icon: LuReceiptIndianRupee,
    permission: 'payments_read',
    waiting: 'rentChanges',
  },
];

export const subscriptionEntries: NavEntry[] = [
  { label: 'Billing Settings', to: paths.billing, icon: LuCreditCard, permission: 'subscription_manage' },
];

export const allEntries: NavEntry[] = [...homeEntries, ...moneyEntries, ...subscriptionEntries];

/**
 * The entry a page belongs to: the one whose path starts the URL, the longest when several do, so that
 * Deposits (/admin/payment-details/deposits) is current there and Payment Details (/admin/payment-details) is
 * not, while a resident's payments (/admin/payment-details/student-payment-details/7) still count as Payment Details.
 */
export function currentEntryPath(pathname: string, entries: NavEntry[] = allEntries): string | undefined {
  return entries
    .map((entry) => entry.to)
    .filter((to) => pathname === to || pathname.startsWith(`${to}/`))
    .sort((a, b) => b.length - a.length)[0];
}
