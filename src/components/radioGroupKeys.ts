import type { KeyboardEvent } from 'react';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The keys of a radio group (WAI-ARIA radio group pattern), for its onKeyDown: the arrows
 * move to the next or previous radio and choose it, Home and End to the first and last.
 * Give the chosen radio (or the first, when none is) tabIndex 0 and the others -1: the
 * whole group is then one Tab stop, and Tab goes on to what follows it.
 */
export function onRadioGroupKeyDown(event: KeyboardEvent<HTMLElement>) {
  const radios = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]:not(:disabled)')];
  const at = radios.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  const step = STEPS[event.key];
  const next = step
    ? (at + step + radios.length) % radios.length
    : event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? radios.length - 1
        : -1;
  if (next < 0) return;
  event.preventDefault();
  radios[next].focus();
  radios[next].click();
}
