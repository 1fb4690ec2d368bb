import { useState } from 'react';
import { apiDownload } from '@/lib/api';
import { saveBlob } from '@/lib/download';
import { notify } from '@/lib/toaster';

/** Where a paid checkout's refund voucher PDF is served (REST under /api, like a receipt). */
export const refundVoucherPath = (checkoutId: string) => `/checkouts/${checkoutId}/refund-voucher`;

/** Downloads a paid checkout's refund voucher PDF with the session's token. */
export async function downloadRefundVoucher(checkoutId: string): Promise<void> {
  const { blob, filename } = await apiDownload(refundVoucherPath(checkoutId));
  saveBlob(blob, filename ?? `refund-voucher-${checkoutId}.pdf`);
}

/** A voucher download for buttons: whether it is downloading, and plain words when it fails. */
export function useDownloadRefundVoucher() {
  const [pending, setPending] = useState(false);
  const download = async (checkoutId: string) => {
    setPending(true);
    try {
      await downloadRefundVoucher(checkoutId);
    } catch {
      notify('error', 'The refund voucher could not be downloaded. Try again.');
    } finally {
      setPending(false);
    }
  };
  return { download, pending };
}
