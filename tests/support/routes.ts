import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { paths, routePatterns } from '../../web/src/config/paths';

const routesFile = resolve(__dirname, '../../web/src/app/routes/routes.tsx');

export interface AppRoute {
  /** The route's path pattern, e.g. `/admin/room/:roomId`. */
  pattern: string;
  /** The tab title's first part, from the route's `handle: { title }` (undefined for redirects). */
  title?: string;
}

const tables: Record<string, Record<string, unknown>> = { paths, routePatterns };

/** `paths.x`, `routePatterns.x` or a string literal, as the route table writes a path. */
function evaluatePath(node: ts.Expression): string {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const value = tables[node.expression.text]?.[node.name.text];
    if (typeof value === 'string') return value;
  }
  throw new Error(`routes.tsx: cannot read the path ${node.getText()}; teach tests/support/routes.ts to`);
}

function propertyOf(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties)
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) return property.initializer;
  return undefined;
}

/** The title in a route's `handle`: `{ title: '…' }` or `title('…')`. */
function handleTitle(handle: ts.Expression | undefined): string | undefined {
  if (!handle) return undefined;
  const text = ts.isObjectLiteralExpression(handle)
    ? propertyOf(handle, 'title')
    : ts.isCallExpression(handle)
      ? handle.arguments[0]
      : undefined;
  return text && ts.isStringLiteralLike(text) ? text.text : undefined;
}

/**
 * Every path of the web client's route table (web/src/app/routes/routes.tsx), read from its source, so a
 * route added there joins the suites that walk all routes. `*` (Page not found) is one of them: `fillPattern`
 * gives it an address the app does not know.
 */
export function appRoutes(): AppRoute[] {
  const source = ts.createSourceFile(routesFile, readFileSync(routesFile, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: AppRoute[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const path = propertyOf(node, 'path');
      if (path) {
        found.push({ pattern: evaluatePath(path), title: handleTitle(propertyOf(node, 'handle')) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (found.length < 10) throw new Error(`routes.tsx: found only ${found.length} routes; has the table moved?`);
  return found;
}

/** An address no route of the table matches, for the `*` route: the suites scan Page not found there. */
export const UNKNOWN_PATH = '/admin/no-such-page';

/**
 * Fills a pattern's `:params` from `values`, and a `*` (the rest of the address, as in the catch-all route) with
 * `values['*']`, a path such as UNKNOWN_PATH; a param or `*` without a value fails, naming it.
 */
export function fillPattern(pattern: string, values: Record<string, string>): string {
  const filled = pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no demo value for :${name} (in ${pattern}); add one to the suite`);
    return encodeURIComponent(value);
  });
  if (!filled.endsWith('*')) return filled;
  const rest = values['*'];
  if (rest === undefined) throw new Error(`no demo value for * (in ${pattern}); add one to the suite`);
  return `${filled.slice(0, -1).replace(/\/?$/, '/')}${rest.replace(/^\//, '')}`;
}
