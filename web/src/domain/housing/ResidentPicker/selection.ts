/** Residents chosen on any page, by id, with their names to say whom an action is on. */
export type Selection = ReadonlyMap<string, string>;

/** "Asha Verma", "Asha Verma and Ravi Kumar", "Asha Verma and 2 others": whom an action is on. */
export function selectionTarget(selection: Selection): string {
  const names = [...selection.values()];
  if (names.length <= 2) return names.join(' and ');
  return `${names[0]} and ${names.length - 1} others`;
}
