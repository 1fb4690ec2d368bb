import type { DuesOrderBy } from '@/gql/graphql';

/** The orders the Dues screen offers, by the name its URL and the CSV export (`?sort=`) use. */
export type DuesSortChoice = 'oldest_first' | 'balance_desc' | 'name';

export const DUES_SORTS: { value: DuesSortChoice; label: string; orderBy: DuesOrderBy }[] = [
  { value: 'oldest_first', label: 'Most overdue first', orderBy: { field: 'days_past_due', direction: 'desc' } },
  { value: 'balance_desc', label: 'Highest balance first', orderBy: { field: 'balance', direction: 'desc' } },
  { value: 'name', label: 'Name', orderBy: { field: 'name', direction: 'asc' } },
];

/** The list's orderBy for a choice. */
export const duesOrderBy = (choice: DuesSortChoice): DuesOrderBy =>
  (DUES_SORTS.find((sort) => sort.value === choice) ?? DUES_SORTS[0]).orderBy;
