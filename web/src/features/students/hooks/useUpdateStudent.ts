import { useMutation } from '@apollo/client/react';
import { studentUpdated } from '@/domain/housing/cacheEvents';
import { UpdateStudentDocument, type UpdateStudentInput } from '@/gql/graphql';

/**
 * Saves a student. The payload's student, beds and rooms update every screen through the normalized cache;
 * `studentUpdated` decides the lists and the rent periods.
 */
export function useUpdateStudent() {
  const [mutate, { loading }] = useMutation(UpdateStudentDocument, {
    update: (cache, { data }) => {
      if (data) studentUpdated(cache, data.updateStudent.student.id);
    },
  });

  /** Answers what the server saved but warns about (an Email another current resident has too). */
  const save = async (id: string, input: UpdateStudentInput) => {
    const { data } = await mutate({ variables: { id, input } });
    return data?.updateStudent.warnings ?? [];
  };

  return { save, saving: loading };
}
