// The one part of autocannon's internals the benchmarks touch (lib/responseBodies.ts).
declare module 'autocannon/lib/pipelinedRequestsQueue' {
  export default class PipelinedRequestsQueue {
    /** Appends a chunk of the oldest pending response's body to its text. */
    addBody(data: Buffer): void;
  }
}
