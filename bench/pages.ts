// `npm run bench:pages`: Lighthouse 12 on the main routes, mobile, median of 3 runs.
import { benchPages, DEFAULT_PAGES_OPTIONS } from './lib/pagesBench';
import { pagesSection } from './lib/pagesTables';

if (require.main === module) {
  const routes = process.argv.slice(2);
  benchPages({ ...DEFAULT_PAGES_OPTIONS, routes: routes.length > 0 ? routes : undefined })
    .then((results) => {
      const section = pagesSection(results, DEFAULT_PAGES_OPTIONS.runs);
      console.log(`\n${section.title}\n\n${section.text}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
