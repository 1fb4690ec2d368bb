import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export. For what a page shows only on demand (a form dialog mounted when opened):
 * its code, and the form libraries it brings (zod, react-hook-form, the phone metadata), load when it first shows,
 * not with the page (issue 37; budgets in bench/web-bytes.mjs). Render it inside <Suspense>.
 */
// `any` as React.lazy's own signature has it: each component keeps its props' type through Module[Name].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<Name extends string, Module extends { [K in Name]: ComponentType<any> }>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
