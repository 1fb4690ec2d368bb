import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Boundaries between the server's domain folders, as lint rules:
 * - entity-imports-as-types: another domain's `*.entity` is imported with `import type` only, so each
 *   table has one owner that writes it and the others can only name its rows.
 * - no-folder-cycles: value imports between domain folders never go round in a circle.
 * A domain is a folder under server/src (housing, students, ...) or one workflow (workflows/check-in).
 * Files at the root of server/src (main.ts, app.module.ts) compose the domains and belong to none.
 */
const SRC = path.resolve(import.meta.dirname, '../server/src');
const isSpec = (file) => /\.(spec|e2e-spec)\.ts$/.test(file);

export function domainOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  return parts[0] === 'workflows' && parts.length > 2 ? `workflows/${parts[1]}` : parts[0];
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate)) ?? null;
}

/** True when an import or re-export brings in types only (`import type`, or every name marked `type`). */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => (s.importKind ?? s.exportKind) === 'type');
}

const entityImportsAsTypes = {
  meta: {
    type: 'problem',
    docs: { description: "Import another domain's entity with `import type` only" },
    messages: {
      valueImport:
        '{{entity}} belongs to {{owner}}/: import it with `import type`, and read or write its table through the services of {{owner}}/',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const domain = domainOf(file);
    return {
      ImportDeclaration(node) {
        const target = resolveImport(file, node.source.value);
        if (!target || !target.endsWith('.entity.ts') || typeOnly(node)) return;
        const owner = domainOf(target);
        if (owner !== domain)
          context.report({ node, messageId: 'valueImport', data: { entity: path.basename(target), owner } });
      },
    };
  },
};

let graph = { signature: '', checkedAt: 0, cyclic: new Map() };

function serverFiles(dir = SRC) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return entry.name.endsWith('.ts') && !isSpec(full) ? [full] : [];
  });
}

/** Value imports of a file (type-only ones are erased at run time and name, never use, another domain). */
function valueImports(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !(ts.isExportDeclaration(statement) && statement.moduleSpecifier))
      return [];
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : statement;
    if (clause?.isTypeOnly) return [];
    const named = ts.isImportDeclaration(statement) ? clause?.namedBindings : statement.exportClause;
    if (
      clause &&
      !clause.name &&
      named &&
      ts.isNamedImports(named) &&
      named.elements.length &&
      named.elements.every((e) => e.isTypeOnly)
    )
      return [];
    const target = resolveImport(file, statement.moduleSpecifier.text);
    return target ? [target] : [];
  });
}

/** For each domain on a cycle, the other domains of its cycle (strongly connected components, Tarjan). */
function cyclicDomains() {
  // Once a second at most: a lint run asks for every import of every file (it walked and stat'ed the whole tree each
  // time, 11 s of a 42 s run); an editor's long-lived ESLint still sees a change a second later.
  if (Date.now() - graph.checkedAt < 1000) return graph.cyclic;
  graph.checkedAt = Date.now();
  const files = serverFiles();
  const signature = files.map((f) => `${f}:${fs.statSync(f).mtimeMs}`).join('|');
  if (signature === graph.signature) return graph.cyclic;
  const edges = new Map();
  for (const file of files) {
    const from = domainOf(file);
    if (!from) continue;
    for (const target of valueImports(file)) {
      const to = domainOf(target);
      if (to && to !== from) edges.set(from, new Set([...(edges.get(from) ?? []), to]));
    }
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const cyclic = new Map();
  const visit = (v) => {
    index.set(v, index.size);
    low.set(v, index.get(v));
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = stack.splice(stack.indexOf(v));
    if (component.length > 1) for (const d of component) cyclic.set(d, component);
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  graph = { signature, checkedAt: Date.now(), cyclic };
  return cyclic;
}

const noFolderCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between server domain folders' },
    messages: { cycle: '{{from}} → {{to}} closes an import cycle between server folders ({{cycle}})' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = domainOf(file);
    if (!from || isSpec(file)) return {};
    const check = (node) => {
      if (!node.source || typeOnly(node)) return;
      const target = resolveImport(file, node.source.value);
      const to = target && domainOf(target);
      const component = cyclicDomains().get(from);
      if (to && to !== from && component?.includes(to))
        context.report({ node, messageId: 'cycle', data: { from, to, cycle: component.join(', ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'entity-imports-as-types': entityImportsAsTypes, 'no-folder-cycles': noFolderCycles } };
