// What other features use of the doctor panel: the appointment rows (grouped by day, with
// their actions and the cancel dialog), which the admins' board shows too, and the query
// string of a list request.
export { AppointmentList, type AppointmentListProps } from './AppointmentList';
export { Badge } from './panelParts';
export { listSearch } from './doctorPanelApi';
export { ListPager } from './ListPager';
