import { lazy, type ComponentType } from "react";

/**
 * A component whose code is a module of its own, loaded when needed, that renders without
 * suspending once the module is there. The server's render waits for the import (it resolves at
 * once there), so its HTML holds the component; a document showing it is hydrated only after
 * `preload()`: a component suspending while the server's HTML is hydrated, outside any Suspense
 * boundary, makes React render the whole page again from scratch.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  // React types a lazy component's props through PropsWithRef, which TypeScript cannot relate
  // to a type parameter; the component it wraps takes exactly Props.
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  return {
    preload: () =>
      load().then((component) => {
        loaded = component;
      }),
    isLoaded: () => loaded !== undefined,
    Component(props: Props) {
      const Loaded = loaded ?? Lazy;
      return <Loaded {...props} />;
    },
  };
}
