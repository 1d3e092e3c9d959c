// Pages are lazily loaded chunks, yet the page a visitor opens should be drawn in the app's FIRST render.
// React's lazy() always suspends on its first render, even when the chunk is already in the browser: the app
// is then drawn twice (the shell with a loading state, laid out, then the page, laid out again), which on a
// phone is a few hundred milliseconds of blocked main thread. A lazy page made here remembers its module once
// loaded and renders it directly from then on; `preload()` lets start-up wait for the opening page's chunk
// (which the server already asks the browser to fetch) before the first render.
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

type PageModule<P> = { default: ComponentType<P> };

export type LazyPage<P extends object = object> = ((props: P) => ReactElement) & {
  /** Loads the page's chunk; resolves once the page renders without suspending. */
  preload: () => Promise<void>;
};

export function lazyPage<P extends object = object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  // React's lazy() keeps a failed load for good; a fresh one after a failure lets a later visit try again.
  let Suspending: ComponentType<P>;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A dropped connection is common on mobile data: the next render or preload loads again.
        loading = undefined;
        Suspending = lazy(loadOnce);
        throw error;
      },
    );
    return loading;
  };
  Suspending = lazy(loadOnce);
  function Page(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Suspending, props);
  }
  Page.preload = () =>
    loadOnce().then(
      () => undefined,
      // A chunk that fails to load here is loaded again when the page renders; the route's error boundary
      // shows it if that fails too.
      () => undefined,
    );
  return Page as LazyPage<P>;
}
