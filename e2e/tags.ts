/**
 * Journeys that change what every visitor sees (a page's text, a restaurant's picture) carry
 * this tag: playwright.config.ts runs them after all the others, which read that content
 * while two journeys run at a time.
 */
export const CHANGES_PUBLIC_CONTENT = '@changes-public-content';
