// What the public content calls answer when a page's document is missing, in English; the
// web app only logs these (SPEC §8: other content-fetch failures are only logged).

export const CONTENT_NOT_FOUND = 'Content not found';
export const INVESTOR_NOT_FOUND = 'Investor information not found';
