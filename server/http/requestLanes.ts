// Which requests take a turn (http/turns.ts) and as which client.
//
// Light, started at once: what is answered from memory or from a file. Public API reads (the
// answer cache), pages the page cache keeps, files, preflights; and a signed-in visitor's
// public reads, which carry the token too.
// Heavy, in their client's line: writes (any other method under /api) and signed-in reads
// (GET under /api/user, /api/admin and /api/doctor, but the public doctor list, with a token),
// known from the method and the route as soon as the request arrives; and a page that has to
// be made. Whether a page is kept is the page cache's to say (pages/), and only once it has
// looked: a page view made anew asks for its answers through the app (http/landingCall.ts),
// so its first such call takes the page's turn, and its other calls share it. A kept page
// makes no calls and never waits.
//
// The client is the account of a correctly signed token (its signature is checked once per
// token and remembered, services/tokens.ts: a Map lookup per request; whether the session has
// ended is the route's to ask, as always), or else the address the request came from, as
// TRUST_PROXY lets Fastify read it (request.ip), an IPv6 address by its /64, the block one
// subscriber is given. Pages carry no token: they go by address.
import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenService } from '../services/tokens';
import { tokenFrom } from './auth';
import { ClientGone } from './clientGone';
import { GENERIC_FAILURE, HttpError, TOO_MANY_REQUESTS } from './errors';
import { isLandingCall } from './landingCall';
import type { FairTurns, Turn } from './turns';

export type Lane = 'light' | 'heavy';

const SIGNED_IN_READS = /^\/api\/(?:user|admin|doctor)\//;
const PUBLIC_UNDER_SIGNED_IN = new Set(['/api/doctor/list']);

/** The lane of a request to `route` (its pattern, or its path when no route matched). */
export function laneOf(method: string, route: string, hasToken: boolean): Lane {
  if (!route.startsWith('/api/')) return 'light';
  if (method === 'GET' || method === 'HEAD') {
    return hasToken && SIGNED_IN_READS.test(route) && !PUBLIC_UNDER_SIGNED_IN.has(route) ? 'heavy' : 'light';
  }
  return method === 'OPTIONS' ? 'light' : 'heavy';
}

/** An address as one client: IPv4 as it is (also written IPv4-mapped), IPv6 by its first 64 bits. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  const bare = ip.replace(/%.*$/, '');
  if (!isIPv6(bare)) return ip;
  const [head, tail = ''] = bare.split('::');
  const groups = (part: string) =>
    (part === '' ? [] : part.split(':')).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const front = groups(head);
  const whole = bare.includes('::')
    ? [...front, ...Array(8 - front.length - groups(tail).length).fill('0'), ...groups(tail)]
    : front;
  return `${whole
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The client a request counts for: its account when it carries a valid token, otherwise its address. */
export async function clientOf(request: FastifyRequest, tokens: Pick<TokenService, 'readSession'>): Promise<string> {
  const token = tokenFrom(request);
  const session = token ? await tokens.readSession(token).catch(() => null) : null;
  return session ? `account:${session.userId}` : `address:${addressKey(request.ip)}`;
}

/** The turn of each heavy request (a page's: once it is made anew). */
const turnOf = new WeakMap<FastifyRequest, Turn>();
/** When each light request arrived. */
const lightSince = new WeakMap<FastifyRequest, number>();

/** A page view being made, until its answer is ready: where its calls find its turn. */
type PageVisit = {
  request: FastifyRequest;
  reply: FastifyReply;
  client: string;
  turn?: Turn;
  refused: boolean;
  /** Its calls waiting for its turn. */
  waiting: ((error?: Error) => void)[];
};

export type RequestLanes = {
  /**
   * Makes the page of a page request through `make` (pages/landingPage.ts); a page made anew
   * waits for its client's turn. Throws the 429 when the client has too many waiting.
   */
  page<T>(request: FastifyRequest, reply: FastifyReply, make: () => Promise<T>): Promise<T>;
};

export type LaneOptions = {
  turns: FairTurns;
  tokens: Pick<TokenService, 'readSession'>;
  /** Said in Retry-After when refusing. */
  retryAfterSeconds: number;
};

export function installRequestLanes(
  app: FastifyInstance,
  { turns, tokens, retryAfterSeconds }: LaneOptions,
): RequestLanes {
  const tooMany = () => new HttpError(429, TOO_MANY_REQUESTS, { 'Retry-After': String(retryAfterSeconds) });
  // For the calls of a page view whose visitor has gone: nobody reads their answer.
  const pageGone = () => new HttpError(499, GENERIC_FAILURE);
  const visits = new Map<string, PageVisit[]>();

  /** Takes `client`'s turn for a request, ended once it is answered or its connection closes. */
  function takeTurn(
    request: FastifyRequest,
    reply: FastifyReply,
    client: string,
    started: () => void,
    gone: () => void,
  ): Turn | undefined {
    const turn = turns.join(client, started);
    if (!turn) return undefined;
    turnOf.set(request, turn);
    // 'close' of the response: after it is sent, or when the connection closed first (the
    // request's own 'close' comes as soon as its body has been read, so it says nothing).
    reply.raw.once('close', () => {
      const waited = !turn.started;
      turn.leave();
      if (waited) gone();
    });
    return turn;
  }

  function heavy(request: FastifyRequest, reply: FastifyReply, client: string, done: (error?: Error) => void) {
    let answered = false;
    const once = (error?: Error) => {
      if (answered) return;
      answered = true;
      done(error);
    };
    // Gone while waiting: Fastify answers nobody (http/errors.ts logs it as a closed connection).
    const turn = takeTurn(
      request,
      reply,
      client,
      () => once(),
      () => once(new ClientGone()),
    );
    if (!turn) return once(tooMany());
    if (turn.started) once();
  }

  /** A call of a page view: the page's first call takes its turn, the others wait with it. */
  function pageCall(request: FastifyRequest, done: (error?: Error) => void) {
    const found = visits.get(request.id);
    if (!found) return done();
    // Page requests that sent the same X-Request-Id: each call takes a turn of its own.
    if (found.length > 1) return heavy(request, found[0].reply, found[0].client, done);
    const visit = found[0];
    if (visit.refused) return done(tooMany());
    if (visit.turn?.started) return done();
    if (visit.turn) return void visit.waiting.push(done);
    const release = (error?: Error) => {
      const waiting = visit.waiting;
      visit.waiting = [];
      for (const call of waiting) call(error);
    };
    const turn = takeTurn(
      visit.request,
      visit.reply,
      visit.client,
      () => release(),
      () => release(pageGone()),
    );
    if (!turn) {
      visit.refused = true;
      return done(tooMany());
    }
    visit.turn = turn;
    if (turn.started) done();
    else visit.waiting.push(done);
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (isLandingCall(request)) return pageCall(request, done);
    const route = request.routeOptions.url ?? request.url.split('?', 1)[0];
    const token = tokenFrom(request);
    if (laneOf(request.method, route, token !== undefined) === 'light') {
      lightSince.set(request, turns.now());
      return done();
    }
    if (!token) return heavy(request, reply, `address:${addressKey(request.ip)}`, done);
    void clientOf(request, tokens).then((client) => heavy(request, reply, client, done));
  });

  // A heavy request's run ends when its answer goes out (its client may take a while to read
  // it); a light one tells the turns that others are being served.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const turn = turnOf.get(request);
    if (turn) turn.leave();
    else {
      const since = lightSince.get(request);
      if (since !== undefined) turns.answeredLight(since);
    }
    done(null, payload);
  });

  return {
    async page(request, reply, make) {
      const visit: PageVisit = {
        request,
        reply,
        client: `address:${addressKey(request.ip)}`,
        refused: false,
        waiting: [],
      };
      const same = visits.get(request.id);
      if (same) same.push(visit);
      else visits.set(request.id, [visit]);
      try {
        const made = await make();
        if (visit.refused) throw tooMany();
        return made;
      } finally {
        const left = (visits.get(request.id) ?? []).filter((other) => other !== visit);
        if (left.length > 0) visits.set(request.id, left);
        else visits.delete(request.id);
        // Made without its answers (they took too long): calls still waiting are not needed.
        if (visit.turn && !visit.turn.started) {
          visit.turn.leave();
          const waiting = visit.waiting;
          visit.waiting = [];
          for (const call of waiting) call(pageGone());
        }
      }
    },
  };
}
