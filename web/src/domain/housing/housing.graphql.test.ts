import { Kind, parse } from 'graphql';
import {
  clientMutations,
  mutationsAnswering,
  screenDocuments,
  uncoveredFragments,
  withoutSpread,
} from '@/test/payloads';

/** The housing family: the stay changes (StayChangePayload) and the changes to rooms and beds. */
const stayChanges = mutationsAnswering('StayChangePayload');
const housing = [
  ...stayChanges,
  'createBed',
  'deleteBed',
  'updateBed',
  'createRoom',
  'updateRoom',
  'deleteRoom',
  'importStudents',
];

describe('the housing change answers', () => {
  it('is defined once: every mutation answering a StayChangePayload selects StayChange_payload', () => {
    expect(stayChanges).toEqual(expect.arrayContaining(['checkIn', 'assignBed', 'removeFromBed', 'updateStudent']));
    const selections = clientMutations().filter((mutation) => stayChanges.includes(mutation.field));
    expect(selections.length).toBeGreaterThanOrEqual(5);
    for (const { operation, node } of selections) {
      const spreads = (node.selectionSet?.selections ?? []).flatMap((s) =>
        s.kind === Kind.FRAGMENT_SPREAD ? [s.name.value] : [],
      );
      expect({ operation, spreads }).toEqual({ operation, spreads: expect.arrayContaining(['StayChange_payload']) });
    }
  });

  it('is the only fragment on StayChangePayload', () => {
    const onPayload = Object.entries(screenDocuments).flatMap(([file, text]) =>
      parse(text).definitions.flatMap((d) =>
        d.kind === Kind.FRAGMENT_DEFINITION && d.typeCondition.name.value === 'StayChangePayload'
          ? [`${file} ${d.name.value}`]
          : [],
      ),
    );
    expect(onPayload).toEqual(['/src/domain/housing/housing.graphql StayChange_payload']);
  });

  it("spreads every screen's fragment of the residents, beds and rooms it changed", () => {
    expect(uncoveredFragments(housing)).toEqual([]);
  });

  it('fails when a screen’s fragment is left out', () => {
    const file = '/src/domain/housing/housing.graphql';
    expect(uncoveredFragments(housing, withoutSpread(file, 'StudentTable_student'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^CheckIn .* checkIn\.student: Student without \.\.\.StudentTable_student$/),
      ]),
    );
    expect(uncoveredFragments(housing, withoutSpread(file, 'RoomCard_room'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/ assignBed\.rooms: Room without \.\.\.RoomCard_room$/)]),
    );
  });
});
