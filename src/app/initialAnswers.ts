// The server writes the answers a landing page asks for first into index.html, as a JSON
// data block (server/http/landingPage.ts): keys are "<path>|<Accept-Language>", values the
// API's bodies. Taking them from there saves the page one round trip before it can show
// its content. Each answer serves one request only; later requests (a refetch after a
// booking, say) go to the network as usual. Another backend simply sends no such block.

const ELEMENT_ID = 'initial-answers';

let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return answers;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') for (const [key, body] of Object.entries(parsed)) answers.set(key, body);
  } catch {
    // A damaged block only costs the round trips it was meant to save.
  }
  return answers;
}

/** The server's answer for a GET of `path` in `language`, once; undefined when there is none. */
export function takeInitialAnswer(path: string, language: string | undefined): unknown {
  const key = `${path}|${language ?? ''}`;
  const available = readAnswers();
  if (!available.has(key)) return undefined;
  const body = available.get(key);
  available.delete(key);
  return body;
}

/** Forgets what was read (tests put a new page in place). */
export function resetInitialAnswers() {
  answers = undefined;
}
