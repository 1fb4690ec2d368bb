#!/usr/bin/env node
// `npm run schema:check`: the API is a contract integrators build on, so schema.graphql changes by deprecation, never
// by breaking. Compares the schema with its earlier versions (@graphql-inspector/core) and fails on a breaking change
// (a field, argument, enum value or input field removed, a type changed, a required argument added…) unless what went
// was deprecated in the version before.
//
// Which versions: every version of schema.graphql committed since this check was added, each with the one before it,
// and the working tree's with HEAD's. Pairwise, so a change that breaks in one commit and is hidden by the next is
// still caught, and the schema's older history (from before the check, when names changed freely) is not judged.
// `--base <git ref>` compares the working tree's schema with that ref's instead (a branch against main).
//
// CI runs it after the codegen check, which proves schema.graphql is the one the code builds.
import { CriticalityLevel, diff, DiffRule } from '@graphql-inspector/core';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCHEMA = 'schema.graphql';

/** An argument may go once it was deprecated (inspector's own rule covers fields, input fields and enum values). */
function suppressRemovalOfDeprecatedArgument({ changes, oldSchema }) {
  return changes.map((change) => {
    if (change.type !== 'FIELD_ARGUMENT_REMOVED' || change.criticality.level !== CriticalityLevel.Breaking)
      return change;
    const [typeName, fieldName, argName] = change.path.split('.');
    const field = oldSchema.getType(typeName)?.getFields?.()[fieldName];
    const arg = field?.args.find((a) => a.name === argName);
    return arg?.deprecationReason
      ? { ...change, criticality: { ...change.criticality, level: CriticalityLevel.Dangerous } }
      : change;
  });
}

/** The breaking changes from one schema text to the next. */
export async function breakingChanges(oldText, newText) {
  const changes = await diff(buildSchema(oldText), buildSchema(newText), [
    DiffRule.suppressRemovalOfDeprecatedField,
    suppressRemovalOfDeprecatedArgument,
  ]);
  return changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
}

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const gitOk = (...args) => {
  try {
    return git(...args);
  } catch {
    return undefined;
  }
};
const schemaAt = (ref) => gitOk('show', `${ref}:${SCHEMA}`);

/** The pairs of versions to compare: [label, old text, new text]. */
function versionPairs(base) {
  const working = readFileSync(join(root, SCHEMA), 'utf8');
  if (base) {
    const old = schemaAt(base);
    if (old === undefined) throw new Error(`${SCHEMA} is not in ${base}`);
    return { pairs: [[`${base} → working tree`, old, working]], note: `against ${base}` };
  }
  if (gitOk('rev-parse', 'HEAD') === undefined)
    return { pairs: [], note: 'not a git checkout: nothing to compare with' };
  const added = gitOk('log', '--diff-filter=A', '--format=%H', '--', 'scripts/schema-check.mjs')
    ?.trim()
    .split('\n')
    .at(-1);
  const shallow = gitOk('rev-parse', '--is-shallow-repository')?.trim() === 'true';
  const commits = added
    ? (gitOk('log', '--reverse', '--format=%H', `${added}^..HEAD`, '--', SCHEMA)?.trim().split('\n').filter(Boolean) ??
      [])
    : [];
  // The version the check started from: the schema as it was just before the check was added.
  const start = added ? (gitOk('rev-parse', `${added}^`)?.trim() ?? added) : 'HEAD';
  const refs = [start, ...commits.filter((c) => c !== start), 'HEAD'];
  const texts = refs.map((ref) => [ref.slice(0, 7), schemaAt(ref)]).filter(([, text]) => text !== undefined);
  texts.push(['working tree', working]);
  const pairs = [];
  for (let i = 1; i < texts.length; i++)
    if (texts[i - 1][1] !== texts[i][1])
      pairs.push([`${texts[i - 1][0]} → ${texts[i][0]}`, texts[i - 1][1], texts[i][1]]);
  const note = `${texts.length} versions since the check began${shallow ? ' (a shallow clone: only the commits it holds)' : ''}`;
  return { pairs, note };
}

async function main() {
  const at = process.argv.indexOf('--base');
  const { pairs, note } = versionPairs(at >= 0 ? process.argv[at + 1] : undefined);
  let failed = 0;
  for (const [label, oldText, newText] of pairs) {
    const breaking = await breakingChanges(oldText, newText);
    if (!breaking.length) continue;
    failed += breaking.length;
    console.error(`${label}: ${breaking.length} breaking change(s) without a deprecation first:`);
    for (const change of breaking) console.error(`  - ${change.message}`);
  }
  if (failed) {
    console.error(
      `\nschema:check: ${failed} breaking change(s). Keep the old element, mark it @deprecated naming its replacement, and remove it only in a later version.`,
    );
    process.exit(1);
  }
  console.log(`schema:check: no breaking change (${note}; ${pairs.length} changed pair(s) compared).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
