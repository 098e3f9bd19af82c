// The money rules live in src/shared/money.ts: the console shows refunds with the same
// conversion the checkout and the verification use.
export { formatMoney, minorUnitsPerUnit, toMinorUnits } from '../../../src/shared/money';
