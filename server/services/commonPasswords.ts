// Passwords too common to protect an account: the 49,000 most used and most leaked ones,
// from the zxcvbn-ts project's list. Compared without regard to case ("Password1" is as
// guessable as "password1"); read once, on the first check.
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
