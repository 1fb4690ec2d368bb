import { PageHeader } from '@/components/PageHeader';

export function RequestsPage() {
  return <PageHeader title="Requests" />;
}
