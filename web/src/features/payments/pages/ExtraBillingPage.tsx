import { PageHeader } from '@/components/PageHeader';

export function ExtraBillingPage() {
  return <PageHeader title="Extra Billing" />;
}
