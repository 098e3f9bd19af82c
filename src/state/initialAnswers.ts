// The server writes the answers a landing page asks for first into index.html, as a JSON
// data block (server/pages/landingPage.ts; its id and key format: shared/routing/
// answersBlock.ts), values the API's bodies. Taking them from there saves the page one round trip before it can show
// its content, and makes the first render in the browser the same as the server's render
// of the page. Each answer serves one request only; later requests (a refetch after a
// booking, say) go to the network as usual. Another backend simply sends no such block.

import { ANSWERS_ELEMENT_ID, answerKey } from '../shared/routing/answersBlock';

/** Where the API's first answers come from; the store's base query asks it before the network. */
export type InitialAnswers = {
  /** The answer for a GET of `path` in `language`, once; undefined when there is none. */
  take(path: string, language: string | undefined): unknown;
  /** Whether a request it has no answer for may go to the network (not in a server render). */
  network: boolean;
};

function takeOnce(answers: Map<string, unknown>, key: string): unknown {
  const body = answers.get(key);
  answers.delete(key);
  return body;
}

/**
 * Answers given up front: the server's render of a page has these and nothing else.
 * `unanswered` lists the requests made that they did not answer.
 */
export function fixedAnswers(answers: Record<string, unknown>): InitialAnswers & { unanswered: string[] } {
  const available = new Map(Object.entries(answers));
  const unanswered: string[] = [];
  return {
    take: (path, language) => {
      const key = answerKey(path, language);
      const body = takeOnce(available, key);
      if (body === undefined) unanswered.push(key);
      return body;
    },
    network: false,
    unanswered,
  };
}

let pageBlock: Map<string, unknown> | undefined;

function readPageBlock(): Map<string, unknown> {
  if (pageBlock) return pageBlock;
  pageBlock = new Map();
  const text = document.getElementById(ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return pageBlock;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object')
      for (const [key, body] of Object.entries(parsed)) pageBlock.set(key, body);
  } catch {
    // A damaged block only costs the round trips it was meant to save.
  }
  return pageBlock;
}

/** The answers in the page's data block, read when first asked for. */
export const pageAnswers: InitialAnswers = {
  take: (path, language) => takeOnce(readPageBlock(), answerKey(path, language)),
  network: true,
};

/** Forgets what was read (tests put a new page in place). */
export function resetInitialAnswers() {
  pageBlock = undefined;
}
