import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../../web/src/config/paths';
import type { Finding, Viewport } from './a11y';

/**
 * What the accessibility walks allow by design, each with its reason, and the record that keeps the lists true: a
 * walk notes each exception it meets, and an entry no walk met is stale (a problem naming it).
 */

/**
 * Forms that by design have no enabled submit button until something is chosen, so no scan can submit them
 * empty. Any other form a scan cannot submit is a problem naming it; so is a form listed here that could be
 * submitted after all, and an entry the signed-in walk never met: the list stays true. `form` is the form's
 * aria-label, or its dialog's name.
 */
export const NO_SUBMIT_UNTIL_CHOSEN: readonly { route: string; form: string; why: string }[] = [
  {
    route: paths.students,
    form: 'Import residents',
    why: 'the CSV import shows its submit button (Import N valid rows) once a file is chosen and previewed',
  },
  {
    route: paths.profile,
    form: 'Payment verification',
    why: 'Save is enabled once another option is chosen; a choice of options has no empty or error state to scan',
  },
  {
    route: paths.profile,
    form: 'Last rent period',
    why: 'Save is enabled once another option is chosen; a choice of options has no empty or error state to scan',
  },
  {
    route: paths.profile,
    form: 'Receipt details',
    why: 'every field is optional, so Save receipt details is enabled once a field changes; the walk scans its error state with a GSTIN too short (scanReceiptDetailsRefused)',
  },
];

/**
 * Dialog and menu triggers hidden by design at one width, which no scan can open there. Any other trigger a
 * scan finds but cannot see (and whose dialog no visible twin opens) is a problem naming it; so is a trigger
 * listed here that is visible, and an entry the signed-in walk at its width never met.
 */
export const HIDDEN_BY_DESIGN: readonly { where: RegExp; trigger: string; viewport: Viewport['name']; why: string }[] =
  [
    {
      where: /, header$/,
      trigger: 'Open menu',
      viewport: 'desktop',
      why: 'the menu drawer is for phones and tablets; from 1024 px the sidebar shows the same links',
    },
  ];

type ByDesign = (typeof NO_SUBMIT_UNTIL_CHOSEN)[number] | (typeof HIDDEN_BY_DESIGN)[number];

/** One walk over the app at one width: what it finds besides axe, and which by-design exceptions it met. */
export interface Walk {
  viewport: Viewport;
  problems: string[];
  met: Set<ByDesign>;
}

export function newWalk(viewport: Viewport): Walk {
  return { viewport, problems: [], met: new Set() };
}

/** An exception's name in the walks' shared record: its list and its place in it. */
function exceptionId(entry: ByDesign): string {
  return 'form' in entry
    ? `form:${NO_SUBMIT_UNTIL_CHOSEN.indexOf(entry)}`
    : `hidden:${HIDDEN_BY_DESIGN.indexOf(entry)}`;
}

/** The exceptions for this width that none of `walks` met: stale entries, to delete or correct. */
export function unmetExceptions(viewport: Viewport, met: ReadonlySet<string>): string[] {
  const forms = NO_SUBMIT_UNTIL_CHOSEN.filter((entry) => !met.has(exceptionId(entry))).map(
    (entry) =>
      `NO_SUBMIT_UNTIL_CHOSEN lists form "${entry.form}" on ${entry.route}, which no scan met: remove the entry`,
  );
  const triggers = HIDDEN_BY_DESIGN.filter(
    (entry) => entry.viewport === viewport.name && !met.has(exceptionId(entry)),
  ).map(
    (entry) =>
      `HIDDEN_BY_DESIGN lists trigger "${entry.trigger}" (${entry.where}) at ${entry.viewport}, which no scan met: remove the entry`,
  );
  return [...forms, ...triggers];
}

/**
 * A signed-in walk at one width runs in `parts` tests (on several workers), each over its share of the routes. Each
 * part records the exceptions it met in `dir`; the part that finds every part's record there (the last to finish,
 * or both when two finish together) checks the union for stale entries. A part that failed records nothing, and
 * its own failure is reported.
 */
export function unmetAcrossParts(walk: Walk, part: number, parts: number, dir: string): string[] | null {
  const file = (index: number) => join(dir, `walk-${walk.viewport.name}-${index}-of-${parts}.json`);
  writeFileSync(file(part), JSON.stringify([...walk.met].map(exceptionId)));
  const met = new Set<string>();
  for (let index = 0; index < parts; index += 1) {
    if (!existsSync(file(index))) return null;
    for (const id of JSON.parse(readFileSync(file(index), 'utf8')) as string[]) met.add(id);
  }
  return unmetExceptions(walk.viewport, met);
}

/**
 * Violations another change owns and is fixing; each names who and why. Kept out of the zero, and printed, so
 * nothing hides here for long: delete an entry when its fix lands.
 */
export const WAIVED: { rule: string; target: RegExp; where?: RegExp; why: string }[] = [];

export function isWaived(finding: Finding): boolean {
  return WAIVED.some(
    (waiver) =>
      waiver.rule === finding.rule &&
      waiver.target.test(finding.target) &&
      (!waiver.where || waiver.where.test(finding.where)),
  );
}
