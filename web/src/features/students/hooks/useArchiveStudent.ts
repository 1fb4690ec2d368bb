import { useMutation } from '@apollo/client/react';
import { ArchiveStudentDocument } from '@/gql/graphql';
import { evictStudentLists } from './evictStudentLists';

/** The spec's delete: archives the resident (frees the bed, keeps the history) and drops them from the lists. */
export function useArchiveStudent() {
  const [mutate, { loading }] = useMutation(ArchiveStudentDocument, {
    update: (cache) => evictStudentLists(cache),
  });

  const archive = async (id: string) => {
    await mutate({ variables: { id } });
  };

  return { archive, archiving: loading };
}
