import { describe, expect, test } from '@jest/globals';
import { groupAppointments } from './myAppointmentGroups';

// Wednesday 4 March 2026, 14:10 in Jakarta (07:10 UTC).
const NOW = new Date('2026-03-04T07:10:00Z');
const ZONE = 'Asia/Jakarta';

const at = (
  id: string,
  slotDate: string,
  slotTime: string,
  flags: Partial<{ cancelled: boolean; isCompleted: boolean }> = {},
) => ({
  id,
  slotDate,
  slotTime,
  cancelled: false,
  isCompleted: false,
  ...flags,
});
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('groupAppointments', () => {
  test('upcoming soonest first, past most recent first, cancelled most recent first', () => {
    const groups = groupAppointments(
      [
        at('mar-7', '7_3_2026', '15:00'),
        at('mar-2-done', '2_3_2026', '10:00', { isCompleted: true }),
        at('mar-5-cancelled', '5_3_2026', '11:30', { cancelled: true }),
        at('mar-6', '6_3_2026', '14:30'),
        at('mar-1-cancelled', '1_3_2026', '09:00', { cancelled: true }),
        at('mar-3-missed', '3_3_2026', '16:00'),
        at('mar-4-morning', '4_3_2026', '10:00'),
        at('mar-6-early', '6_3_2026', '09:30'),
      ],
      NOW,
      ZONE,
    );
    expect(ids(groups.upcoming)).toEqual(['mar-6-early', 'mar-6', 'mar-7']);
    expect(ids(groups.past)).toEqual(['mar-4-morning', 'mar-3-missed', 'mar-2-done']);
    expect(ids(groups.cancelled)).toEqual(['mar-5-cancelled', 'mar-1-cancelled']);
  });

  test('on the clinic’s clock: a slot stays upcoming until it has ended', () => {
    const list = [
      at('began-13:30', '4_3_2026', '13:30'),
      at('began-13:45', '4_3_2026', '13:45'),
      at('at-14:30', '4_3_2026', '14:30'),
    ];
    // 14:10 in Jakarta: 13:30–14:00 is over, 13:45–14:15 is still on.
    expect(ids(groupAppointments(list, NOW, ZONE).upcoming)).toEqual(['began-13:45', 'at-14:30']);
    // The same instant is 15:10 in Jayapura (UTC+9): all three are over.
    expect(ids(groupAppointments(list, NOW, 'Asia/Jayapura').past)).toEqual(['at-14:30', 'began-13:45', 'began-13:30']);
  });

  test('completed wins over cancelled; a future completed one is past; an unreadable slot is the oldest past one', () => {
    const groups = groupAppointments(
      [
        at('odd', '2026-03-09', '10:00'),
        at('done-early', '9_3_2026', '10:00', { isCompleted: true, cancelled: true }),
        at('old', '1_2_2026', '10:00'),
      ],
      NOW,
      ZONE,
    );
    expect(groups.upcoming).toEqual([]);
    expect(groups.cancelled).toEqual([]);
    expect(ids(groups.past)).toEqual(['done-early', 'old', 'odd']);
  });
});
