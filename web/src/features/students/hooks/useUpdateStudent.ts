import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { UpdateStudentDocument, type UpdateStudentInput } from '../../../gql/graphql';
import { explainGraphqlError } from '../../../lib/graphqlErrors';
import { formFieldFromServer, type StudentEditErrors } from '../studentEditSchema';
import { evictStudentLists } from './evictStudentLists';

export type UpdateOutcome = { ok: true } | { ok: false; fieldErrors: StudentEditErrors };

/**
 * Saves a student. The payload's student, beds and rooms update every screen through the normalized cache;
 * the lists are dropped (a new name or room changes their order and free-bed filters), and so are the rent
 * periods, which follow the move-in date.
 */
export function useUpdateStudent() {
  const [alert, setAlert] = useState<string | null>(null);
  const [mutate, { loading }] = useMutation(UpdateStudentDocument, {
    update: (cache, { data }) => {
      const student = data?.updateStudent.student;
      if (student) cache.evict({ id: cache.identify(student), fieldName: 'rentPeriods' });
      evictStudentLists(cache);
    },
  });

  const save = async (id: string, input: UpdateStudentInput): Promise<UpdateOutcome> => {
    setAlert(null);
    try {
      await mutate({ variables: { id, input } });
      return { ok: true };
    } catch (error) {
      const problem = explainGraphqlError(error);
      const fieldErrors: StudentEditErrors = {};
      const unplaced: string[] = problem.message ? [problem.message] : [];
      for (const [field, message] of Object.entries(problem.fields)) {
        const formField = formFieldFromServer(field);
        if (formField) fieldErrors[formField] = message;
        else unplaced.push(message);
      }
      setAlert(unplaced.length ? unplaced.join('. ') : null);
      return { ok: false, fieldErrors };
    }
  };

  return { save, saving: loading, alert };
}
