import v8 from 'node:v8';
import vm from 'node:vm';
import { describeError } from '../http/errors';
import { BusyError, decodedBytes, ImageWorkQueue } from './imageWork';

const MB = 1024 * 1024;

/** A job that runs until released, recording when it started. */
function job(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  const work = async () => {
    log.push(`start ${name}`);
    await done;
    log.push(`end ${name}`);
    return name;
  };
  return { work, release };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

test('the decoded size counts pixels, bands and sample size', () => {
  expect(decodedBytes({ width: 6300, height: 6300, channels: 4, depth: 'ushort' })).toBe(6300 * 6300 * 8);
  expect(decodedBytes({ width: 4000, height: 3000, channels: 3, depth: 'uchar' })).toBe(36_000_000);
  // Unknown depth: counted as the widest common sample (4 bytes), never as free.
  expect(decodedBytes({ width: 10, height: 10, channels: 1 })).toBe(400);
});

test('jobs that fit the budget run together; the next waits until there is room, in order', async () => {
  const queue = new ImageWorkQueue({ budgetBytes: 100 * MB, maxWaiting: 5, retryAfterSeconds: 3 });
  const log: string[] = [];
  const a = job(log, 'a');
  const b = job(log, 'b');
  const c = job(log, 'c');
  const d = job(log, 'd');
  const runs = [
    queue.run(40 * MB, a.work),
    queue.run(40 * MB, b.work),
    queue.run(40 * MB, c.work),
    queue.run(10 * MB, d.work),
  ];
  await flush();
  // d would fit, but does not overtake c.
  expect(log).toEqual(['start a', 'start b']);
  expect(queue.load).toEqual({ running: 2, waiting: 2, inFlightBytes: 80 * MB });
  a.release();
  await flush();
  expect(log).toEqual(['start a', 'start b', 'end a', 'start c', 'start d']);
  expect(queue.load.inFlightBytes).toBe(90 * MB);
  b.release();
  c.release();
  d.release();
  expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
  expect(queue.load).toEqual({ running: 0, waiting: 0, inFlightBytes: 0 });
});

test('a job heavier than the whole budget runs alone', async () => {
  const queue = new ImageWorkQueue({ budgetBytes: 100 * MB, maxWaiting: 5, retryAfterSeconds: 3 });
  const log: string[] = [];
  const small = job(log, 'small');
  const huge = job(log, 'huge');
  const first = queue.run(10 * MB, small.work);
  const second = queue.run(300 * MB, huge.work);
  await flush();
  expect(log).toEqual(['start small']);
  small.release();
  await flush();
  expect(log).toEqual(['start small', 'end small', 'start huge']);
  huge.release();
  await Promise.all([first, second]);
});

test('when the line is full a job is refused with Retry-After, and a failed job frees its room', async () => {
  const queue = new ImageWorkQueue({ budgetBytes: 100 * MB, maxWaiting: 1, retryAfterSeconds: 7 });
  const log: string[] = [];
  const running = job(log, 'running');
  const first = queue.run(100 * MB, running.work);
  const waiting = queue.run(100 * MB, async () => {
    throw new Error('broken picture');
  });
  const refused = await queue.run(1, async () => 'never').catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(BusyError);
  expect(refused).toMatchObject({ retryAfterSeconds: 7 });
  expect(describeError(refused).status).toBe(503);
  running.release();
  await first;
  await expect(waiting).rejects.toThrow('broken picture');
  expect(queue.load).toEqual({ running: 0, waiting: 0, inFlightBytes: 0 });
  expect(await queue.run(1, async () => 'after')).toBe('after');
});

describe('a job whose request has gone', () => {
  test('leaves the line at once, never starts, and the job behind it moves up', async () => {
    const queue = new ImageWorkQueue({ budgetBytes: 100 * MB, maxWaiting: 5, retryAfterSeconds: 3 });
    const log: string[] = [];
    const running = job(log, 'running');
    const gone = job(log, 'gone');
    const next = job(log, 'next');
    const client = new AbortController();
    const first = queue.run(60 * MB, running.work);
    const abandoned = queue.run(80 * MB, gone.work, client.signal);
    const after = queue.run(30 * MB, next.work);
    await flush();
    expect(queue.load.waiting).toBe(2);
    client.abort(new Error('client gone'));
    await expect(abandoned).rejects.toThrow('client gone');
    // The heavy one that held the line is out: the next one fits beside the running one.
    await flush();
    expect(log).toEqual(['start running', 'start next']);
    running.release();
    next.release();
    await Promise.all([first, after]);
    expect(queue.load).toEqual({ running: 0, waiting: 0, inFlightBytes: 0 });
  });

  test('is refused before it starts when its request is already gone', async () => {
    const queue = new ImageWorkQueue({ budgetBytes: 100 * MB, maxWaiting: 5, retryAfterSeconds: 3 });
    const client = new AbortController();
    client.abort(new Error('client gone'));
    let started = false;
    await expect(
      queue.run(
        1,
        async () => {
          started = true;
        },
        client.signal,
      ),
    ).rejects.toThrow('client gone');
    expect(started).toBe(false);
    expect(queue.load).toEqual({ running: 0, waiting: 0, inFlightBytes: 0 });
  });

  test('keeps nothing of it: the picture it would have decoded can be collected', async () => {
    // The collector, as `node --expose-gc` gives it, for this one test.
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as () => void;
    const queue = new ImageWorkQueue({ budgetBytes: 100 * MB, maxWaiting: 5, retryAfterSeconds: 3 });
    const running = job([], 'running');
    const first = queue.run(100 * MB, running.work);
    const client = new AbortController();
    let picture: WeakRef<Buffer> | undefined;
    // In a function of its own, so that no variable of the test holds the bytes.
    const abandoned = (() => {
      const bytes = Buffer.alloc(32 * MB, 1);
      picture = new WeakRef(bytes);
      return queue.run(100 * MB, async () => bytes.length, client.signal);
    })();
    client.abort(new Error('client gone'));
    await expect(abandoned).rejects.toThrow('client gone');
    await flush();
    collect();
    expect(picture?.deref()).toBeUndefined();
    running.release();
    await first;
  });
});
