import { Money } from '@hostel-admin/rules';

/** The server's paymentPreview: what a payment would settle and the balance after it (never worked out here). */
export type PaymentPreviewFacts = {
  settles: readonly { label: string; amountPaise: number; whole: boolean; cleared: boolean }[];
  balanceAfterPaise: number;
  pendingBeforePaise: number;
};

/** "Rs. 5,000 stays due", "Rs. 500 stays as credit", "nothing stays due". */
export function balanceAfterText(balanceAfterPaise: number): string {
  if (balanceAfterPaise > 0) return `${Money.format(balanceAfterPaise)} stays due`;
  if (balanceAfterPaise < 0) return `${Money.format(-balanceAfterPaise)} stays as credit`;
  return 'nothing stays due';
}

const joined = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/**
 * What Record payment's confirmation says the payment does: "Settles Oct–Nov 2026 (Rs. 6,000) and Rs. 1,000 of
 * Nov–Dec 2026; Rs. 5,000 stays due." From the server's preview, word for word; no arithmetic here.
 */
export function paymentEffectText(preview: PaymentPreviewFacts): string {
  const parts = preview.settles.map((item) =>
    item.whole
      ? `${item.label} (${Money.format(item.amountPaise)})`
      : item.cleared
        ? `the rest of ${item.label} (${Money.format(item.amountPaise)})`
        : `${Money.format(item.amountPaise)} of ${item.label}`,
  );
  const settles = parts.length ? `Settles ${joined(parts)}` : 'Nothing is due to settle';
  const waiting =
    preview.pendingBeforePaise > 0
      ? ` (counting ${Money.format(preview.pendingBeforePaise)} recorded earlier that waits for verification)`
      : '';
  return `${settles}; ${balanceAfterText(preview.balanceAfterPaise)}${waiting}.`;
}

/**
 * The toast after recording, from the payment the server answered: "Rs. 6,000 recorded for Asha Rao: settles
 * Oct–Nov 2026; Rs. 5,000 stays due". A payment that settled nothing open says only what stays.
 */
export function paymentRecordedText(
  payment: { amountPaise: number; settles: string; balanceAfterPaise?: number | null; status: string },
  name: string,
): string {
  const what = [
    /^advance$/i.test(payment.settles.trim()) ? null : `settles ${payment.settles}`,
    payment.balanceAfterPaise === null || payment.balanceAfterPaise === undefined
      ? null
      : balanceAfterText(payment.balanceAfterPaise),
  ].filter(Boolean);
  const counts = payment.status === 'pending' ? ' (counts once verified)' : '';
  return `${Money.format(payment.amountPaise)} recorded for ${name}${counts}${what.length ? `: ${what.join('; ')}` : ''}`;
}
