// The status table of SPEC §4: which label and which actions one appointment shows, and
// beside "Appointment cancelled" whether the payment was given back or is on its way back.

export type AppointmentFlags = {
  cancelled: boolean;
  payment: boolean;
  isCompleted: boolean;
  /** Sent by this site's server; the group's backend leaves it out. */
  refunded?: boolean;
};

export type AppointmentStatus = 'unpaid' | 'paid' | 'completed' | 'cancelled';

export type AppointmentView = {
  status: AppointmentStatus;
  /** Pay Online (reveals the two provider choices). */
  payOnline: boolean;
  /** Cancel appointment. */
  cancel: boolean;
  /** Reschedule: an active appointment may move to another free slot of its doctor. */
  reschedule: boolean;
  /** 'Paid' label. */
  paidLabel: boolean;
  /** 'Completed' label. */
  completedLabel: boolean;
  /** 'Appointment cancelled' label. */
  cancelledLabel: boolean;
  /** 'Refunded' label, beside the cancelled one. */
  refundedLabel: boolean;
  /**
   * 'Refund on its way', beside the cancelled one: it was paid and this site's server says
   * the money has not come back yet (the group's backend, which sends no `refunded`, never shows it).
   */
  refundPendingLabel: boolean;
};

export function appointmentView({ cancelled, payment, isCompleted, refunded }: AppointmentFlags): AppointmentView {
  const none = {
    payOnline: false,
    cancel: false,
    reschedule: false,
    paidLabel: false,
    completedLabel: false,
    cancelledLabel: false,
    refundedLabel: false,
    refundPendingLabel: false,
  };
  // Completed wins over everything, whatever the other two flags say.
  if (isCompleted) return { ...none, status: 'completed', completedLabel: true };
  if (cancelled)
    return {
      ...none,
      status: 'cancelled',
      cancelledLabel: true,
      refundedLabel: refunded === true,
      refundPendingLabel: payment && refunded === false,
    };
  if (payment) return { ...none, status: 'paid', paidLabel: true, cancel: true, reschedule: true };
  return { ...none, status: 'unpaid', payOnline: true, cancel: true, reschedule: true };
}
