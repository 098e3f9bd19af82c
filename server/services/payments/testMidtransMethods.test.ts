import { E_WALLETS, VA_BANKS } from '../../../src/shared/paymentMethods';
import {
  choiceFields,
  choiceOf,
  detailsOf,
  METHOD_CHOICES,
  parseMethodChoice,
  testVirtualAccount,
} from './testMidtransMethods';

test('the page offers QRIS, a virtual account at every bank, every e-wallet and the test card', () => {
  expect(METHOD_CHOICES).toEqual([
    { method: 'qris' },
    ...VA_BANKS.map((bank) => ({ method: 'virtual-account', bank })),
    ...E_WALLETS.map((wallet) => ({ method: 'e-wallet', wallet })),
    { method: 'card' },
  ]);
});

test('every option its forms post reads back as itself', () => {
  for (const choice of METHOD_CHOICES) expect(parseMethodChoice(choiceFields(choice))).toEqual(choice);
});

test('a form naming no offered option is refused', () => {
  for (const form of [
    undefined,
    null,
    'qris',
    {},
    { method: 'bitcoin' },
    { method: 'virtual-account' },
    { method: 'virtual-account', bank: 'hsbc' },
    { method: 'virtual-account', bank: ['bca'] },
    { method: 'e-wallet', wallet: 'paypal' },
    { method: 'e-wallet', bank: 'bca' },
    { method: ['qris'] },
  ]) {
    expect(parseMethodChoice(form)).toBeNull();
  }
  // Fields another option would carry are dropped, not kept.
  expect(parseMethodChoice({ method: 'qris', bank: 'bca' })).toEqual({ method: 'qris' });
});

test('a virtual account number is the bank’s prefix and digits of the checkout: the same every time, another per checkout', () => {
  const lengths = { bca: 11, bni: 16, bri: 15, mandiri: 12, permata: 10 };
  for (const bank of VA_BANKS) {
    const { vaNumber } = testVirtualAccount('order-1', bank);
    expect(vaNumber).toMatch(/^\d+$/);
    expect(vaNumber).toHaveLength(lengths[bank]);
    expect(testVirtualAccount('order-1', bank)).toEqual(testVirtualAccount('order-1', bank));
    expect(testVirtualAccount('order-2', bank).vaNumber).not.toBe(vaNumber);
  }
  expect(testVirtualAccount('order-1', 'bca').vaNumber).toMatch(/^39000/);
  expect(testVirtualAccount('order-1', 'bni').vaNumber).toMatch(/^988/);
  // Mandiri's bill payment names the company code beside the bill key.
  expect(testVirtualAccount('order-1', 'mandiri').billerCode).toBe('70012');
  expect(testVirtualAccount('order-1', 'bca').billerCode).toBeUndefined();
});

test('what a payment keeps of each option, and the option it stands for', () => {
  expect(detailsOf({ method: 'qris' }, 'o')).toEqual({});
  expect(detailsOf({ method: 'e-wallet', wallet: 'dana' }, 'o')).toEqual({ wallet: 'dana' });
  const va = detailsOf({ method: 'virtual-account', bank: 'bri' }, 'o');
  expect(va).toEqual({ bank: 'bri', vaNumber: testVirtualAccount('o', 'bri').vaNumber });
  expect(choiceOf('virtual-account', va)).toEqual({ method: 'virtual-account', bank: 'bri' });
  expect(choiceOf('e-wallet', { wallet: 'ovo' })).toEqual({ method: 'e-wallet', wallet: 'ovo' });
  expect(choiceOf(undefined, undefined)).toBeNull();
});
