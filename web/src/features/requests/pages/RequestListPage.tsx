import { Navigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';

type RequestType = 'service' | 'bed_room' | 'food' | 'others';

const requestTitles: Record<RequestType, string> = {
  service: 'Service Requests',
  bed_room: 'Room/Bed Change Requests',
  food: 'Food Change Requests',
  others: 'Other Requests',
};

/** `/admin/request/bed-room` lists requests of type `bed_room`: hyphens become underscores. */
export function RequestListPage() {
  const { requestType = '' } = useParams();
  const type = requestType.replace(/-/g, '_');
  if (!(type in requestTitles)) return <Navigate to={paths.requests} replace />;
  return <PageHeader title={requestTitles[type as RequestType]} />;
}
