import { useMutation } from '@apollo/client/react';
import { studentArchived } from '@/domain/housing/cacheEvents';
import { ArchiveStudentDocument } from '@/features/students/graphql/ArchiveStudent.generated';

/** The spec's delete: archives the student (frees the bed, keeps the history) and drops them from the lists. */
export function useArchiveStudent() {
  const [mutate, { loading }] = useMutation(ArchiveStudentDocument, {
    update: (cache, { data }) => {
      if (data) studentArchived(cache, data.archiveStudent.student.id);
    },
  });

  const archive = async (id: string) => {
    await mutate({ variables: { input: { id } } });
  };

  return { archive, archiving: loading };
}
