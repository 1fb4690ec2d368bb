import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { AddMenuItemInput, MarkMealAttendanceInput, UnmarkMealAttendanceInput } from '@/gql/graphql';
import { AddMenuItemDocument } from '@/features/meals/graphql/AddMenuItem.generated';
import { MarkMealAttendanceDocument } from '@/features/meals/graphql/MarkMealAttendance.generated';
import { RemoveMenuItemDocument } from '@/features/meals/graphql/RemoveMenuItem.generated';
import { UnmarkMealAttendanceDocument } from '@/features/meals/graphql/UnmarkMealAttendance.generated';
import { dropListFields } from '@/lib/apollo/listFields';

/** A date's menus, participants and counts changed: its Food Details are read again. */
const dayChanged = (date: string) => (cache: ApolloCache) =>
  dropListFields(cache, 'mealDay', (args) => args.date === date);

export function useAddMenuItem() {
  const [mutate] = useMutation(AddMenuItemDocument);
  return async (input: AddMenuItemInput) =>
    (await mutate({ variables: { input }, update: dayChanged(input.date) })).data?.createMenuItem ?? null;
}

export function useRemoveMenuItem() {
  const [mutate] = useMutation(RemoveMenuItemDocument);
  return async (id: string, date: string) =>
    (await mutate({ variables: { input: { id } }, update: dayChanged(date) })).data?.deleteMenuItem ?? null;
}

export function useMarkMealAttendance() {
  const [mutate] = useMutation(MarkMealAttendanceDocument);
  return async (input: MarkMealAttendanceInput) =>
    (await mutate({ variables: { input }, update: dayChanged(input.date) })).data?.markMealAttendance ?? null;
}

/** Takes back a mistaken check-in: the date's counts and participants are read again. */
export function useUnmarkMealAttendance() {
  const [mutate] = useMutation(UnmarkMealAttendanceDocument);
  return async (input: UnmarkMealAttendanceInput) =>
    (await mutate({ variables: { input }, update: dayChanged(input.date) })).data?.unmarkMealAttendance ?? null;
}
