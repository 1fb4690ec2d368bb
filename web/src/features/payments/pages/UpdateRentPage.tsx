import { PageHeader } from '@/components/PageHeader';

export function UpdateRentPage() {
  return <PageHeader title="Update Rent" />;
}
