import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What both sides check and say is written once, in packages/rules (@hostel-admin/rules). These rules keep it so:
 * - no-redefinition: the server and the web app declare nothing under a name the package exports (a constant, a
 *   function, a type): `MONEY_MAX_PAISE`, `paidOnProblem`, `PAYMENT_METHOD_LABELS`… are imported, never copied.
 * - no-copied-words: no string in their source repeats one of the package's sentences (a message or a label of 20
 *   characters or more): "Reference is required for UPI and bank transfer." is imported, never typed again.
 * Tests are exempt (they assert the words people see). The package's source is read once, as text.
 */
const SRC = path.resolve(import.meta.dirname, '../packages/rules/src');

function packageSources() {
  return readdirSync(SRC)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => readFileSync(path.join(SRC, name), 'utf8'));
}

/** Every name the package exports: `export const X`, `export function X`, `export type X`, `export interface X`. */
export function exportedNames(sources = packageSources()) {
  const names = new Set();
  for (const source of sources)
    for (const match of source.matchAll(
      /^export\s+(?:const|function|type|interface|enum|class)\s+([A-Za-z_$][\w$]*)/gm,
    ))
      names.add(match[1]);
  return names;
}

/** The package's sentences: single-quoted strings of 20 characters or more with a space in them. */
export function packageSentences(sources = packageSources()) {
  const sentences = new Set();
  for (const source of sources)
    for (const match of source.matchAll(/'((?:[^'\\\n]|\\.){20,})'/g)) {
      const text = match[1].replace(/\\'/g, "'");
      if (text.includes(' ')) sentences.add(text);
    }
  return sentences;
}

let cache;
const known = () => (cache ??= { names: exportedNames(), sentences: packageSentences() });

const noRedefinition = {
  meta: {
    type: 'problem',
    docs: { description: 'Declare nothing under a name @hostel-admin/rules exports' },
    messages: {
      copy: '{{name}} is exported by @hostel-admin/rules (packages/rules): import it instead of defining it',
    },
    schema: [],
  },
  create(context) {
    const { names } = known();
    const check = (id) => {
      if (id && id.type === 'Identifier' && names.has(id.name))
        context.report({ node: id, messageId: 'copy', data: { name: id.name } });
    };
    const topLevel = (node) => node.parent?.type === 'Program' || node.parent?.parent?.type === 'Program';
    return {
      VariableDeclaration(node) {
        if (topLevel(node)) for (const declarator of node.declarations) check(declarator.id);
      },
      FunctionDeclaration: (node) => topLevel(node) && check(node.id),
      TSTypeAliasDeclaration: (node) => topLevel(node) && check(node.id),
      TSInterfaceDeclaration: (node) => topLevel(node) && check(node.id),
      TSEnumDeclaration: (node) => topLevel(node) && check(node.id),
    };
  },
};

const noCopiedWords = {
  meta: {
    type: 'problem',
    docs: { description: "Repeat none of @hostel-admin/rules' sentences" },
    messages: {
      copy: '"{{text}}" is written in @hostel-admin/rules (packages/rules): import it instead of typing it again',
    },
    schema: [],
  },
  create(context) {
    const { sentences } = known();
    const check = (node, text) => {
      if (sentences.has(text)) context.report({ node, messageId: 'copy', data: { text } });
    };
    return {
      Literal: (node) => typeof node.value === 'string' && check(node, node.value),
      TemplateLiteral: (node) => node.expressions.length === 0 && check(node, node.quasis[0].value.cooked),
      JSXText: (node) => check(node, node.value.trim()),
    };
  },
};

export default { rules: { 'no-redefinition': noRedefinition, 'no-copied-words': noCopiedWords } };
