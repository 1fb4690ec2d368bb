import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export: each screen becomes its own chunk. */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
