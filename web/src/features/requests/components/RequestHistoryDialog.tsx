import { useQuery } from '@apollo/client/react';
import { LoadError } from '@/components/LoadError';
import { InlineSpinner } from '@/components/PageSpinner';
import { RequestHistoryButton, RequestHistoryList } from '@/domain/requests/RequestHistory';
import type { RequestItem_RequestFragment } from '@/gql/graphql';
import { RequestHistoryDialogDocument } from '@/features/requests/components/RequestHistoryDialog.generated';

/** The history read when the dialog opens: a colleague may have moved the request since the list was read. */
function LoadedHistory({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(RequestHistoryDialogDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const request = data?.request;
  if (request) return <RequestHistoryList raisedAt={request.raisedAt} history={request.history} />;
  if (error) return <LoadError what="the history" error={error} onRetry={refetch} />;
  return loading ? <InlineSpinner label="Loading the history" /> : null;
}

export type RequestHistoryDialogProps = { request: RequestItem_RequestFragment };

/** History on a request list's row or card: raised at and every status change, read from `request(id)`. */
export function RequestHistoryDialog({ request }: RequestHistoryDialogProps) {
  return (
    <RequestHistoryButton request={request} label={`History of the request from ${request.studentName}`}>
      <LoadedHistory id={request.id} />
    </RequestHistoryButton>
  );
}
