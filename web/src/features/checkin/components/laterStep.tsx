import { lazy, type ComponentType } from 'react';

/**
 * A later step's component. Its module loads with the form's first focus or press (`preload`), so Next draws it at
 * once; shown before that (a very quick Next on a slow line), it suspends until loaded.
 */
export function laterStep<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));
  const LaterStep = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  };
  return { LaterStep, preload };
}
