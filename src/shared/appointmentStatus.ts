// The status table of SPEC §4: which label and which actions one appointment shows.

export type AppointmentFlags = { cancelled: boolean; payment: boolean; isCompleted: boolean };

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
};

export function appointmentView({ cancelled, payment, isCompleted }: AppointmentFlags): AppointmentView {
  const none = { payOnline: false, cancel: false, reschedule: false, paidLabel: false, completedLabel: false, cancelledLabel: false };
  // Completed wins over everything, whatever the other two flags say.
  if (isCompleted) return { ...none, status: 'completed', completedLabel: true };
  if (cancelled) return { ...none, status: 'cancelled', cancelledLabel: true };
  if (payment) return { ...none, status: 'paid', paidLabel: true, cancel: true, reschedule: true };
  return { ...none, status: 'unpaid', payOnline: true, cancel: true, reschedule: true };
}
