import { useState } from 'react';
import { apiDownload } from '@/lib/api';
import { saveBlob } from '@/lib/download';
import { notify } from '@/lib/toaster';

/** Downloads a payment's receipt PDF (the API's `receiptPath`, under /api) with the session's token. */
export async function downloadReceipt(receiptPath: string, receiptNumber: string): Promise<void> {
  const { blob, filename } = await apiDownload(receiptPath.replace(/^\/api/, ''));
  saveBlob(blob, filename ?? `receipt-${receiptNumber}.pdf`);
}

/** A receipt download for buttons: which one is downloading, and plain words when it fails. */
export function useDownloadReceipt() {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const download = async (payment: { id: string; receiptPath: string; receiptNumber: string }) => {
    setPendingId(payment.id);
    try {
      await downloadReceipt(payment.receiptPath, payment.receiptNumber);
    } catch {
      notify('error', 'The receipt could not be downloaded. Try again.');
    } finally {
      setPendingId(null);
    }
  };
  return { download, pendingId };
}
