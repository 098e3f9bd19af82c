// Loaded once the first page has loaded and the browser is idle (app/startSite.tsx). When this
// small chunk arrives, webpack prefetches the chunks imported below at idle priority:
// they download then, without running, and never share the connection with what the
// first screen needs. The footer (it loads with the first scroll) and the pages a visitor
// most likely opens next from the home page (the intro's learn-more link, the brands).
// The imports are never called; they only tell webpack which chunks to prefetch. They
// carry no chunk names on purpose: sharing the router's names would merge this hint into
// the router's imports, and webpack would prefetch the three as soon as the app starts.
export const likelyNext = [
  () => import(/* webpackPrefetch: true */ './layout/Footer'),
  () => import(/* webpackPrefetch: true */ '../features/content/AboutPage'),
  () => import(/* webpackPrefetch: true */ '../features/content/OurBrandPage'),
];
