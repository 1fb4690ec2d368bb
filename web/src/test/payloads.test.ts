import { clientMutationFields, uncoveredFragments } from './payloads';

const documents = {
  '/src/features/a/Screen.graphql': `
    fragment Screen_student on Student { id name }
    fragment Screen_room on Room { id roomNumber }
    query Screen { students(page: 1) { items { ...Screen_student } } room(id: 1) { ...Screen_room } }
  `,
  '/src/domain/b/change.graphql': `
    fragment Change_payload on StayChangePayload { student { ...Screen_student } rooms { id } }
    mutation Covered($id: ID!) { archiveStudent(id: $id) { ...Change_payload rooms { ...Screen_room } } }
    mutation Bare($id: ID!) { archiveStudent(id: $id) { student { id } } }
    mutation Other($id: ID!) { deleteRoom(id: $id) { id } }
  `,
};

describe('the payload check', () => {
  it('reads a query’s fragments as a screen’s, a mutation’s own fragments through, and selections of one field together', () => {
    expect(uncoveredFragments(['archiveStudent', 'deleteRoom'], documents)).toEqual([
      'Bare (/src/domain/b/change.graphql) archiveStudent.student: Student without ...Screen_student',
    ]);
  });

  it('passes for every mutation the client sends: each answer spreads every screen’s fragment of what it reaches', () => {
    expect(uncoveredFragments(clientMutationFields())).toEqual([]);
  });
});
