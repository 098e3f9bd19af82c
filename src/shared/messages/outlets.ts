// What the staff API answers about restaurant outlets, in English; the console shows them
// through its dictionary (src/shared/dictionary/adminOutlets.ts).

export const OUTLET_NOT_FOUND = 'This outlet no longer exists';
export const OUTLET_DELETED = 'Outlet deleted';
export const OUTLET_ORDER_INVALID = 'The new order must name every outlet of the restaurant once';
export const OUTLET_CITY_NOT_LISTED = 'Choose one of the cities the restaurant lists';
