// What other features use of the content feature: the public pages themselves and their
// content queries (the console previews a draft by rendering the page over its own cache).
export { default as HomePage } from './HomePage';
export { default as AboutPage } from './AboutPage';
export { default as ContactPage } from './ContactPage';
export { default as CareerPage } from './CareerPage';
export { default as OurBrandPage } from './OurBrandPage';
export { contentApi } from './contentApi';
