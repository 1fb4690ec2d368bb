import { PageHeader } from '@/components/PageHeader';

export function CheckoutPage() {
  return <PageHeader title="Checkout" />;
}
