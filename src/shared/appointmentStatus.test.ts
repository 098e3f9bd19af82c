import { describe, expect, it } from '@jest/globals';
import { appointmentView } from './appointmentStatus';

const shown = (flags: { cancelled: boolean; payment: boolean; isCompleted: boolean; refunded?: boolean }) => {
  const view = appointmentView(flags);
  return (['payOnline', 'cancel', 'paidLabel', 'completedLabel', 'cancelledLabel', 'refundedLabel'] as const).filter(
    (key) => view[key],
  );
};

describe('appointmentView (SPEC §4 status table)', () => {
  it('active and unpaid: Pay Online and Cancel appointment', () => {
    expect(shown({ cancelled: false, payment: false, isCompleted: false })).toEqual(['payOnline', 'cancel']);
    expect(appointmentView({ cancelled: false, payment: false, isCompleted: false }).status).toBe('unpaid');
  });

  it('active and paid: Paid label and Cancel', () => {
    expect(shown({ cancelled: false, payment: true, isCompleted: false })).toEqual(['cancel', 'paidLabel']);
    expect(appointmentView({ cancelled: false, payment: true, isCompleted: false }).status).toBe('paid');
  });

  it('completed, whatever else: only the Completed label', () => {
    for (const cancelled of [false, true]) {
      for (const payment of [false, true]) {
        expect(shown({ cancelled, payment, isCompleted: true })).toEqual(['completedLabel']);
        expect(appointmentView({ cancelled, payment, isCompleted: true }).status).toBe('completed');
      }
    }
  });

  it('cancelled and not completed, paid or not: only the Appointment cancelled label', () => {
    for (const payment of [false, true]) {
      expect(shown({ cancelled: true, payment, isCompleted: false })).toEqual(['cancelledLabel']);
      expect(appointmentView({ cancelled: true, payment, isCompleted: false }).status).toBe('cancelled');
    }
  });

  it('only an active appointment (neither completed nor cancelled) can be rescheduled', () => {
    for (const cancelled of [false, true]) {
      for (const payment of [false, true]) {
        for (const isCompleted of [false, true]) {
          expect(appointmentView({ cancelled, payment, isCompleted }).reschedule).toBe(!cancelled && !isCompleted);
        }
      }
    }
  });

  it('cancelled and refunded: Refunded beside Appointment cancelled; a completed one shows only Completed', () => {
    expect(shown({ cancelled: true, payment: true, isCompleted: false, refunded: true })).toEqual([
      'cancelledLabel',
      'refundedLabel',
    ]);
    expect(shown({ cancelled: true, payment: true, isCompleted: true, refunded: true })).toEqual(['completedLabel']);
  });

  it('cancelled after paying, the money not back yet: Refund on its way; unpaid or from a backend that does not say: nothing', () => {
    const pending = (flags: { payment: boolean; refunded?: boolean }) =>
      appointmentView({ cancelled: true, isCompleted: false, ...flags }).refundPendingLabel;
    expect(pending({ payment: true, refunded: false })).toBe(true);
    expect(pending({ payment: true, refunded: true })).toBe(false);
    expect(pending({ payment: false, refunded: false })).toBe(false);
    expect(pending({ payment: true })).toBe(false);
    expect(
      appointmentView({ cancelled: false, payment: true, isCompleted: false, refunded: false }).refundPendingLabel,
    ).toBe(false);
    expect(
      appointmentView({ cancelled: true, payment: true, isCompleted: true, refunded: false }).refundPendingLabel,
    ).toBe(false);
  });
});
