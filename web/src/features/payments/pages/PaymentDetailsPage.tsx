import { PageHeader } from '@/components/PageHeader';

export function PaymentDetailsPage() {
  return <PageHeader title="Payment Details" />;
}
