import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export: each screen becomes its own chunk. `preload` starts loading it before it
 * renders (app/router.tsx, for the screen the address names).
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    // A module is fetched once: the import() here and React.lazy's later one share it.
    { preload: () => void load() },
  );
}
