import { PageHeader } from '@/components/PageHeader';

export function StudentPaymentDetailsPage() {
  return <PageHeader title="Student Payment Details" />;
}
