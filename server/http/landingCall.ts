// The API calls a page view makes through the app itself (pages/landingPage.ts) carry a header
// with a value made fresh in each process: request logging leaves them out (the page view's
// own line stands for them), cached answers name their key in the answer cache to them (a
// kept page records what it was made from, pages/pageCache.ts), and no visitor can pass for
// one by sending the header.
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const LANDING_CALL_HEADER = 'x-landing-call';
export const LANDING_CALL_TOKEN = randomBytes(16).toString('hex');

/** The response header naming a cached answer's key, on landing calls only. */
export const ANSWER_KEY_HEADER = 'x-answer-key';

/** Whether a request is one of the calls a page view makes through the app itself. */
export const isLandingCall = (request: { headers: IncomingHttpHeaders }) =>
  request.headers[LANDING_CALL_HEADER] === LANDING_CALL_TOKEN;
