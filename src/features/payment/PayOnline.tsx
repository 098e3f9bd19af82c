// Pay Online for one unpaid appointment: reveals the two provider choices (SPEC §4).
// Built by the payments work; this signature is what the appointment list renders.
export function PayOnline(_props: { appointmentId: string }) {
  return null;
}
