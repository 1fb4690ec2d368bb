import type { ResidentPickerQuery, StudentsWhere } from '@/gql/graphql';

/** A resident as the picker lists them (ResidentPicker.graphql): each screen shows the part it needs. */
export type ResidentChoice = ResidentPickerQuery['students']['items'][number];

/** Quiet time after typing before the picker searches. */
export const RESIDENT_SEARCH_DEBOUNCE_MS = 250;

/** The residents a dialog's list shows before a search narrows it. */
export const RESIDENT_CHOICES_SHOWN = 10;

/** What every resident picker takes: whom it lists, and its parts in the screen's own words. */
export type ResidentPickerBase = {
  /** Only the current residents matching it (`{ hasBed: false }`); every current resident when left out. */
  filter?: StudentsWhere;
  /** The choice's name: the radio group's label ("Resident visited") or the table's accessible name ("Students"). */
  label: string;
  /** The search box's name ("Search residents"). */
  searchLabel: string;
  placeholder: string;
  /** Said when nobody is listed and nothing is searched ("No residents without a bed"). */
  emptyText: string;
  /** Said when a search finds nobody; `emptyText` when left out. */
  noMatchText?: string;
  /** What failed to load, as LoadError says it: "Could not load {what}"; "the residents" when left out. */
  what?: string;
};
