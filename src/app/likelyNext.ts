// Loaded once the first page has loaded and the browser is idle (app/startSite.tsx). When this
// small chunk arrives, webpack prefetches the chunks imported below at idle priority:
// they download then, without running, and never share the connection with what the
// first screen needs. The footer (it loads with the first scroll) and the pages a visitor
// most likely opens next from the home page (the intro's learn-more link, the brands).
// The imports are never called; they only tell webpack which chunks to prefetch.
export const likelyNext = [
  () => import(/* webpackChunkName: "footer", webpackPrefetch: true */ './layout/Footer'),
  () => import(/* webpackChunkName: "about", webpackPrefetch: true */ '../features/content/AboutPage'),
  () => import(/* webpackChunkName: "our-brand", webpackPrefetch: true */ '../features/content/OurBrandPage'),
];
