// A slot in the appointment page's address: `/appointment/<docId>?date=<dateKey>&time=<HH:mm>`.
// The page preselects it when it is still free, so a visitor sent to log in comes back to
// the doctor, day and time they chose (see features/auth/returnPath.ts for the way back).
import { paths } from '../../shared/routing/paths';
import { parseDateKey, parseSlotTime } from '../../shared/slots';
import type { RequestedSlot } from './useSlotChoice';

/** The appointment page of a doctor, with the slot chosen on it when there is one. */
export function appointmentPathWithSlot(docId: string, slot: RequestedSlot | null): string {
  const path = paths.appointment(docId);
  return slot ? `${path}?${new URLSearchParams({ date: slot.dateKey, time: slot.time }).toString()}` : path;
}

/** The slot the page's query asks for, when both parts are well formed. */
export function requestedSlotFrom(search: URLSearchParams): RequestedSlot | null {
  const dateKey = search.get('date');
  const time = search.get('time');
  return dateKey && time && parseDateKey(dateKey) && parseSlotTime(time) !== null ? { dateKey, time } : null;
}
