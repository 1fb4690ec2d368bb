import { PageHeader } from '@/components/PageHeader';

export function BillingSettingsPage() {
  return <PageHeader title="Billing Settings" />;
}
