/** The site's logo in the navbar, and the group's logo in its structured data, when the content names none. */
export const SITE_LOGO = '/media/logo.svg';
