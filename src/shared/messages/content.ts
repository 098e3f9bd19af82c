// The content pages' messages (SPEC §8): what the public content calls answer when a page's
// document is missing, in English (the web app only logs these: other content-fetch failures
// are only logged), and what the web app says when the restaurants cannot be read or a brand
// has no menu. Apart from the contact forms' (contact.ts), so that the pages which read
// content carry only these few words.

export const CONTENT_NOT_FOUND = 'Content not found';
export const INVESTOR_NOT_FOUND = 'Investor information not found';

export const ERROR_FETCHING_RESTAURANTS = 'Error fetching restaurants';
/** A brand's menu button pressed when the brand has no usable menu link (SPEC §5). */
export const MENU_LINK_NOT_AVAILABLE = 'Menu link not available';
