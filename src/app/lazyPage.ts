import { createElement, lazy, type ComponentType } from 'react';
import type { LangCode } from '../shared/language';
import type { AppDispatch } from './store';

/**
 * A started query (what dispatching an endpoint's initiate returns): settles with the
 * query's result; the app lets go of it once the page's own components hold it.
 */
export type StartedQuery = PromiseLike<{ isSuccess: boolean }> & { unsubscribe(): void };

/** One of a page's first-screen queries, to be started. */
export type FirstQuery = (dispatch: AppDispatch) => StartedQuery;

/**
 * The queries a page shows on its first screen, started before its first render: the
 * answers the server wrote into the page (initialAnswers.ts) then arrive before that
 * render, so the page paints once, with its content, instead of a skeleton first.
 */
export type LandingQueries = (lang: LangCode) => FirstQuery[];

export type PageModule = { default: ComponentType; landingQueries?: LandingQueries };

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
