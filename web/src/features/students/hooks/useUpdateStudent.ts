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

  const save = async (id: string, input: UpdateStudentInput) => {
    await mutate({ variables: { id, input } });
  };

  return { save, saving: loading };
}
