import { useMutation } from '@apollo/client/react';
import { studentUpdated } from '@/domain/housing/cacheEvents';
import { rentChangeRequested } from '@/domain/money/cacheEvents';
import type { UpdateStudentInput } from '@/gql/graphql';
import { UpdateStudentDocument } from '@/features/students/graphql/UpdateStudent.generated';

/**
 * Saves a student. The payload's student, beds and rooms update every screen through the normalized cache;
 * `studentUpdated` decides the lists and the rent periods; a "Bill rent from" that waits for an admin joins the
 * rent changes waiting for approval.
 */
export function useUpdateStudent() {
  const [mutate, { loading }] = useMutation(UpdateStudentDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      studentUpdated(cache, data.updateStudent.student.id);
      if (data.updateStudent.warnings.some((warning) => warning.field === 'billRentFrom')) rentChangeRequested(cache);
    },
  });

  /** Answers what the server saved but warns about (an Email another current resident has too, a change that waits). */
  const save = async (id: string, input: UpdateStudentInput) => {
    const { data } = await mutate({ variables: { input: { ...input, id } } });
    return data?.updateStudent.warnings ?? [];
  };

  return { save, saving: loading };
}
