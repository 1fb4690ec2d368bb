import { PageHeader } from '@/components/PageHeader';

export function FoodDetailsPage() {
  return <PageHeader title="Food Details" />;
}
