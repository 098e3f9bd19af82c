// What other features use of the content feature: the public pages themselves (the
// console's preview renders a draft with the page's own component).
export { default as HomePage } from './HomePage';
export { default as AboutPage } from './AboutPage';
export { default as ContactPage } from './ContactPage';
export { default as CareerPage } from './CareerPage';
export { default as OurBrandPage } from './OurBrandPage';
