// The slots a page shows, rendered on the server at one minute and taken over by the browser
// at a later one: the take-over starts from the server's minute (no mismatch, the server's
// elements kept), then shows the browser's own.
import { afterEach, expect, jest, test } from '@jest/globals';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  LIVE_CLOCK,
  RenderClockProvider,
  serverRenderClock,
  takeOverClock,
  type RenderClock,
} from '../../components/renderClock';
import { fixDateEachTest } from './testClock';
import { useSlotChoice } from './useSlotChoice';

// 17.30.30 in Jakarta: today's first slot is 18.00 until 17.31, then 18.30 (SPEC §9).
const RENDERED_AT = new Date('2026-03-04T10:30:30Z');
const TAKEN_OVER_AT = new Date('2026-03-04T10:31:10Z');
fixDateEachTest(RENDERED_AT);

function FirstFreeTime() {
  const { times } = useSlotChoice({ slotsBooked: {}, timeZone: 'Asia/Jakarta' });
  return <p>{times[0]}</p>;
}

const withClock = (clock: RenderClock) => (
  <RenderClockProvider value={clock}>
    <FirstFreeTime />
  </RenderClockProvider>
);

/** The server's HTML of the slots, and the minute it says it rendered at. */
function serverRender() {
  const server = serverRenderClock(Date.now());
  const html = renderToString(withClock(server.clock));
  return { html, minute: server.minuteRead() };
}

/** The roots each test hydrated, unmounted and taken out of the document after it. */
const hydrated: { root: Root; container: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, container } of hydrated.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

async function takeOver(html: string, clock: RenderClock) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverParagraph = container.querySelector('p');
  const recoverableErrors = jest.fn();
  await act(async () => {
    hydrated.push({
      root: hydrateRoot(container, withClock(clock), { onRecoverableError: recoverableErrors }),
      container,
    });
  });
  return { container, serverParagraph, recoverableErrors };
}

test('the server renders at a whole minute and says so; a render that reads no time says nothing', () => {
  const { html, minute } = serverRender();
  expect(html).toContain('18:00');
  expect(minute).toBe(Date.parse('2026-03-04T10:30:00Z'));
  const quiet = serverRenderClock(Date.now());
  renderToString(<p>no clock here</p>);
  expect(quiet.minuteRead()).toBeUndefined();
});

test("a take-over a minute later starts from the server's minute, keeps its elements, then shows its own time", async () => {
  const { html, minute } = serverRender();
  jest.setSystemTime(TAKEN_OVER_AT);
  const { clock, release } = takeOverClock(minute);
  const { container, serverParagraph, recoverableErrors } = await takeOver(html, clock);
  expect(recoverableErrors).not.toHaveBeenCalled();
  expect(container.querySelector('p')).toBe(serverParagraph);
  expect(serverParagraph).toHaveTextContent('18:30');
  // Released when the visitor leaves the page: the next page reads the browser's clock.
  release();
  expect(clock.firstNow()).toEqual(TAKEN_OVER_AT);
});

test("with the browser's clock from the start the same take-over mismatches, and React throws the server's HTML away", async () => {
  const { html } = serverRender();
  jest.setSystemTime(TAKEN_OVER_AT);
  const { container, serverParagraph, recoverableErrors } = await takeOver(html, LIVE_CLOCK);
  expect(recoverableErrors).toHaveBeenCalled();
  expect(container.querySelector('p')).not.toBe(serverParagraph);
  expect(container.querySelector('p')).toHaveTextContent('18:30');
});
