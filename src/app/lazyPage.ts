import { createElement, lazy, type ComponentType } from 'react';

export type PageModule = { default: ComponentType };

export type LazyPage = ComponentType & { load: () => Promise<PageModule> };

/**
 * A page in a chunk of its own, like React.lazy, that can be loaded ahead of rendering.
 * Once loaded, it renders straight away: React.lazy would still suspend once on a module
 * it already has, and the visitor would see the loading screen for a frame.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loading: Promise<PageModule> | undefined;
  let loaded: ComponentType | undefined;
  const loadOnce = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Suspending = lazy(loadOnce);
  const Page = () => createElement(loaded ?? Suspending);
  return Object.assign(Page, { load: loadOnce });
}
