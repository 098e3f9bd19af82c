// `npm run bench:pages [--public | --signed-in] [route…]`: Lighthouse 12, mobile, median of 3
// runs, on the public pages and on the signed-in ones (the staff console and the doctor panel).
// Routes given are audited instead: /admin… and /doctor signed in, the others as a visitor.
import { benchPages, DEFAULT_PAGES_OPTIONS, type PageSet } from './lib/pagesBench';
import { pagesSections } from './lib/pagesTables';

const USAGE = 'Usage: npm run bench:pages [-- --public | --signed-in] [route…]';

if (require.main === module) {
  const args = process.argv.slice(2);
  const flags = args.filter((arg) => arg.startsWith('--'));
  const routes = args.filter((arg) => !arg.startsWith('--'));
  const unknown = flags.filter((flag) => flag !== '--public' && flag !== '--signed-in');
  if (unknown.length > 0 || routes.some((route) => !route.startsWith('/'))) {
    console.error(USAGE);
    process.exit(1);
  }
  const chosen = flags.map((flag) => flag.slice(2) as PageSet);
  const sets = chosen.length > 0 ? chosen : DEFAULT_PAGES_OPTIONS.sets;
  benchPages({ ...DEFAULT_PAGES_OPTIONS, sets, routes: routes.length > 0 ? routes : undefined })
    .then((results) => {
      for (const section of pagesSections(results, DEFAULT_PAGES_OPTIONS.runs))
        console.log(`\n${section.title}\n\n${section.text}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
