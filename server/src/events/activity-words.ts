import { REQUEST_TYPE_LABELS, REQUEST_TYPES } from '@hostel-admin/rules';
import type { Activity } from './activity.entity';
import type { EventKind } from './domain-events';

/**
 * An activity entry in words, as Profile → Recent Activities (and the dashboard's Recent Activity) show it: what was
 * done, to what, named as it was then ("Recorded a payment from Priya Nair"); the entry's detail says the rest. One
 * phrase per kind: a new kind without words fails the typecheck here.
 */
const WORDS: Record<EventKind, (subject: string, own: boolean, detail: string | null) => string> = {
  'room.created': (s) => `Created ${s}`,
  'room.updated': (s) => `Updated ${s}`,
  'room.deleted': (s) => `Deleted ${s}`,
  'bed.added': (s) => `Added ${s}`,
  'bed.updated': (s) => `Updated ${s}`,
  'bed.removed': (s) => `Removed ${s}`,
  'student.checked_in': (s) => `Checked in ${s}`,
  'student.imported': (s) => `Imported ${s}`,
  'student.updated': (s) => `Updated the details of ${s}`,
  'student.archived': (s) => `Archived ${s}`,
  'student.assigned': (s) => `Gave ${s} a bed`,
  'student.removed_from_bed': (s) => `Removed ${s} from their bed`,
  'student.moved': (s) => `Moved ${s} to another bed`,
  'user.enabled': (s) => `Enabled the login of ${s}`,
  'user.disabled': (s) => `Disabled the login of ${s}`,
  'user.role_changed': (s) => `Changed the role of ${s}`,
  'user.profile_updated': (s, own) => (own ? 'Updated your profile' : `Updated the profile of ${s}`),
  'user.password_changed': (s, own) => (own ? 'Changed your password' : `Changed the password of ${s}`),
  'resident.access_granted': (s) => `Gave ${s} their own login`,
  'resident.access_revoked': (s) => `Turned off the own login of ${s}`,
  'payment.recorded': (s) => `Recorded a payment from ${s}`,
  'payment.verified': (s) => `Verified a payment from ${s}`,
  'payment.voided': (s) => `Voided a payment from ${s}`,
  'payment.rejected': (s) => `Rejected a payment from ${s}`,
  'rent.billed': (s) => `Billed rent at ${s}`,
  // Log-free kinds (LOG_FREE_KINDS): never written to the log; words only so the table stays whole.
  'rent.period_billed': (s) => `Billed rent to ${s}`,
  'charge.added': (s) => `Added a charge for ${s}`,
  'charge.voided': (s) => `Voided a charge of ${s}`,
  'rent.changed': (s) => `Changed the rent of ${s}`,
  'rent.change_requested': (s) => `Asked to change the rent of ${s}`,
  'rent.change_rejected': (s) => `Rejected a rent change for ${s}`,
  'checkout.notice': (s) => `Recorded the notice of ${s}`,
  'checkout.extended': (s) => `Extended the stay of ${s}`,
  'checkout.prepared': (s) => `Prepared the settlement of ${s}`,
  'checkout.approved': (s) => `Approved the settlement of ${s}`,
  'checkout.refunded': (s) => `Paid the refund of ${s}`,
  'subscription.plan_changed': (s) => `Changed the subscription plan of ${s}`,
  'subscription.invoices_issued': (s) => `Issued subscription invoices for ${s}`,
  'subscription.invoice_paid': (s) => `Marked a subscription invoice of ${s} paid`,
  'hostel.settings_changed': (s) => `Changed the settings of ${s}`,
  'request.raised': (s, _own, detail) => `Raised ${requestWords(detail)} for ${s}`,
  'request.status_changed': (s, _own, detail) => `Changed the status of ${requestWords(detail)} from ${s}`,
  'visitor.signed_in': (s) => `Signed in visitor ${s}`,
  'visitor.signed_out': (s) => `Signed out visitor ${s}`,
  'notification.drafted': (s) => `Added the notification ${s} to the list`,
  'notification.draft_deleted': (s) => `Deleted the draft notification ${s}`,
  'notification.scheduled': (s) => `Scheduled the notification ${s}`,
  'notification.cancelled': (s) => `Cancelled the scheduled notification ${s}`,
  'notification.sent': (s) => `Sent the notification ${s}`,
  'notification.retried': (s) => `Retried the failed messages of ${s}`,
  'notification.delivery_failed': (s) => `Could not deliver the notification ${s}`,
  'notification.delivered': (s) => `Delivered the notification ${s}`,
  'meal.menu_item_added': (s) => `Added ${s} to the menu`,
  'meal.menu_item_removed': (s) => `Took ${s} off the menu`,
  'meal.attendance_marked': (s) => `Marked ${s} present at a meal`,
  'meal.attendance_unmarked': (s) => `Took back the meal check-in of ${s}`,
  'api_key.created': (s) => `Created the API key ${s}`,
  'api_key.first_used': (s) => `Used the API key ${s} for the first time`,
  'api_key.revoked': (s) => `Revoked the API key ${s}`,
  'webhook.endpoint_added': (s) => `Added the webhook endpoint ${s}`,
  'webhook.endpoint_updated': (s) => `Changed the webhook endpoint ${s}`,
  'webhook.endpoint_deleted': (s) => `Deleted the webhook endpoint ${s}`,
};

/**
 * "a service request", "a room/bed change request": a request event's detail starts with its type's label
 * ("Service: The fan …", written by `requests/`); an entry without one reads "a request".
 */
function requestWords(detail: string | null): string {
  const type = REQUEST_TYPES.find((t) => t !== 'others' && detail?.startsWith(`${REQUEST_TYPE_LABELS[t]}: `));
  return type ? `a ${REQUEST_TYPE_LABELS[type].toLowerCase()} request` : 'a request';
}

/** How the log names a key as the actor of a change made with it: "API key Sync", never the admin who issued it. */
export const apiKeyActor = (keyName: string) => `API key ${keyName}`;

/**
 * An entry's sentence with its key first, where the log shows no actor beside it (Profile → Recent Activities lists
 * the admin's own entries, and those made with their keys): "API key Sync: Recorded a payment from Priya Nair". An
 * entry about the key itself (its first use) names it already.
 */
export function withApiKey(
  entry: Pick<Activity, 'subjectType' | 'subjectId' | 'apiKeyId'>,
  keyName: string,
  text: string,
): string {
  return entry.subjectType === 'api_key' && entry.subjectId === entry.apiKeyId
    ? text
    : `${apiKeyActor(keyName)}: ${text}`;
}

/** The entry's sentence; `own` entries about the reader themselves say "your". */
export function activityText(
  entry: Pick<Activity, 'action' | 'subjectType' | 'subjectId' | 'subjectLabel'> & { detail?: string | null },
  readerId?: number,
): string {
  const own = entry.subjectType === 'user' && readerId !== undefined && entry.subjectId === readerId;
  const words = WORDS[entry.action] as ((subject: string, own: boolean, detail: string | null) => string) | undefined;
  // An entry written by a newer version than this one (rolled back) still reads as something.
  return words ? words(entry.subjectLabel, own, entry.detail ?? null) : `${entry.action} ${entry.subjectLabel}`;
}
