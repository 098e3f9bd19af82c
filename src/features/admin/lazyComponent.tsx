// A component whose code loads apart from its page's, which can start loading before it is
// shown (preload) and, once its code is here, renders at once. React.lazy alone suspends on
// a component's first render even when its code has already arrived, and React then holds
// the content back a while longer behind the fallback: a section or a form fetched alongside
// its data would show later than both.
import { lazy, useState, type ComponentType } from 'react';

export type LazyComponent<P extends object> = {
  /** Renders the component; suspends (for a Suspense boundary) only while its code is on its way. */
  Component: ComponentType<P>;
  /** Starts loading the code; a failure is left for the render to report. */
  preload: () => void;
};

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Another render may try again (a network hiccup).
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => fetchCode().then((component) => ({ default: component })));

  function Component(props: P) {
    // Chosen once per mount, so the component never changes type (and state) under a render.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }

  return { Component, preload: () => void fetchCode().catch(() => undefined) };
}
