// The money rules live in src/shared/money.ts: the console shows refunds with the same
// conversion the checkout and the verification use.
export { minorUnitsPerUnit, toMinorUnits } from '../../../src/shared/money';
