// A client written the way frontends for the group's original backend are: an HTTP client that,
// like axios, resolves with the answer only for a 2xx status and throws "Request failed with
// status code N" for any other; the session in a `token` header (and a bearer one, as SPEC §6
// says some calls send); the SPEC §7 payloads. The screens then read the answer as those
// frontends do (SPEC §8): `data.success` decides, `data.message` is shown, and a thrown error
// shows its own message. server/compat/originalClient.test.ts walks a new user through it.

export type ClientAnswer<T = Record<string, unknown>> = { status: number; data: T; headers: Headers };

/** What axios throws for a status outside 2xx: the message a toast of `error.message` shows, and the answer. */
export class RequestFailed extends Error {
  constructor(readonly response: ClientAnswer) {
    super(`Request failed with status code ${response.status}`);
  }
}

export type OriginalClient = {
  get: <T = Record<string, unknown>>(path: string, options?: { token?: string }) => Promise<ClientAnswer<T>>;
  post: <T = Record<string, unknown>>(
    path: string,
    body: unknown,
    options?: { token?: string },
  ) => Promise<ClientAnswer<T>>;
};

/**
 * A client of `baseUrl` (the backend's origin) from a page on `origin`, which it names in an
 * Origin header as a browser does.
 */
export function originalClient(baseUrl: string, origin?: string): OriginalClient {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    token?: string,
  ): Promise<ClientAnswer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (origin) headers.origin = origin;
    if (token) {
      headers.token = token;
      headers.authorization = `Bearer ${token}`;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await res.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON: axios hands the text over as it is.
    }
    const answer = { status: res.status, data: data as T, headers: res.headers };
    if (res.status < 200 || res.status >= 300) throw new RequestFailed(answer as ClientAnswer);
    return answer;
  }
  return {
    get: (path, options = {}) => call('GET', path, undefined, options.token),
    post: (path, body, options = {}) => call('POST', path, body, options.token),
  };
}

/** What such a frontend shows for a call (SPEC §8): the server message on success false, or the exception's message. */
export async function shownMessage(request: Promise<ClientAnswer>): Promise<{ success: boolean; shown: string }> {
  try {
    const { data } = await request;
    return { success: data.success === true, shown: String(data.message ?? '') };
  } catch (error) {
    return { success: false, shown: (error as Error).message };
  }
}
