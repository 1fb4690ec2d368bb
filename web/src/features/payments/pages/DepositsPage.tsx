import { PageHeader } from '@/components/PageHeader';

export function DepositsPage() {
  return <PageHeader title="Deposits" />;
}
