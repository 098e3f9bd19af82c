// What other features use of the theme feature: keeping the site's colours across a logout.
export { keepingTheme } from './themeColors';
