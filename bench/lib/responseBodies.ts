// autocannon 8 keeps each response's body as a string: its request queue appends every
// chunk the parser hands it (`req.body += chunk` in lib/pipelinedRequestsQueue.js), which
// decodes the bytes as UTF-8. Only its body checks (expectBody, verifyBody) and the
// onResponse hooks of its request list read that string; the benchmarks use none of them.
//
// For a compressed page the decoding is the costliest thing in the run. Brotli output is
// not text, and UTF-8 decoding of arbitrary bytes is slow where ASCII is fast: a bare
// Fastify server sending the same 11.7 KB of brotli 50 connections at a time answered
// about 3,400 requests a second on the two-core machine of 2026-11-28, and 17,600 when
// the 11.7 KB were ASCII. The client, not the server, then set the pace, and a page's
// throughput measured autocannon. With the bodies dropped (their bytes are still counted,
// in `addByteCount`), the run measures the server.
import RequestQueue from 'autocannon/lib/pipelinedRequestsQueue';

/** From now on, autocannon in this process counts the bytes of response bodies without keeping them. */
export function dropResponseBodies(): void {
  RequestQueue.prototype.addBody = function dropBody() {};
}
