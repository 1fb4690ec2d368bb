import { PageHeader } from '@/components/PageHeader';

export function NotificationPage() {
  return <PageHeader title="Notification" />;
}
