import { useMutation } from '@apollo/client/react';
import { UpdateStudentDocument, type UpdateStudentInput } from '@/gql/graphql';
import { evictStudentLists } from './evictStudentLists';

/**
 * Saves a student. The payload's student, beds and rooms update every screen through the normalized cache;
 * the lists are dropped (a new name or room changes their order and free-bed filters), and so are the rent
 * periods, which follow the move-in date.
 */
export function useUpdateStudent() {
  const [mutate, { loading }] = useMutation(UpdateStudentDocument, {
    update: (cache, { data }) => {
      const student = data?.updateStudent.student;
      if (student) cache.evict({ id: cache.identify(student), fieldName: 'rentPeriods' });
      evictStudentLists(cache);
    },
  });

  const save = async (id: string, input: UpdateStudentInput) => {
    await mutate({ variables: { id, input } });
  };

  return { save, saving: loading };
}
