import { ResidentCheckTable, type ResidentCheckTableProps } from './ResidentCheckTable';
import { ResidentRadioList, type ResidentRadioListProps } from './ResidentRadioList';

export { RESIDENT_SEARCH_DEBOUNCE_MS, type ResidentChoice, type ResidentPickerBase } from './residentChoice';
export { selectionTarget, type Selection } from './selection';

/**
 * One resident for a dialog's form (`name`: Assign existing student, Add Request, Sign in visitor), or any number
 * for a page's action (`selection`: Extra Billing, Update Rent).
 */
export type ResidentPickerProps = ResidentRadioListProps | ResidentCheckTableProps;

/**
 * The hostel's current residents (never archived ones, only those matching `filter` when given), searched by name,
 * email, phone or room through one query (ResidentPicker.graphql), each screen's words its own:
 * - with `name`, one resident for the enclosing form: a search box (typing waits RESIDENT_SEARCH_DEBOUNCE_MS), the
 *   first 10 matches as radios (arrow keys move the choice; a refused form focuses the chosen or the first), each
 *   with what `describe` says of them; `onPick` is told the name;
 * - with `selection`, any number: a sortable table, 8 a page, its search, sort and page in the URL, a checkbox a row
 *   and one for the page (Space toggles), the choice kept across pages and searches and reported as a Selection
 *   (id → name); `action` beside the count, and without it no checkboxes (read only).
 */
export function ResidentPicker(props: ResidentPickerProps) {
  return 'selection' in props ? <ResidentCheckTable {...props} /> : <ResidentRadioList {...props} />;
}
