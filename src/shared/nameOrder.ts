// Place names (the Our brand page's cities) in the order an Indonesian reader expects, as
// Intl.Collator('id') sorts them. Plain names are compared by hand: the first collator a page
// builds (and localeCompare with a locale builds one) loads ICU's collation data, 45-105 ms of
// a phone's main thread measured in Chromium at 4x CPU slowdown, inside the render that takes
// over the server's page. Names with any other character go to the collator, built on first need.

/**
 * The characters compared by hand, in the collator's primary order: the space, then the
 * punctuation places use, then digits, then letters without regard to case.
 */
const PRIMARY_ORDER = " -.'0123456789abcdefghijklmnopqrstuvwxyz";
const PLAIN_NAME = /^[ \-.'0-9A-Za-z]*$/;

let collator: Intl.Collator | undefined;

/** A sort comparator of names: negative when `a` comes first. */
export function compareNames(a: string, b: string): number {
  if (!PLAIN_NAME.test(a) || !PLAIN_NAME.test(b)) {
    collator ??= new Intl.Collator('id');
    return collator.compare(a, b);
  }
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const order = PRIMARY_ORDER.indexOf(lowerA[i]) - PRIMARY_ORDER.indexOf(lowerB[i]);
    if (order !== 0) return order;
  }
  if (a.length !== b.length) return a.length - b.length;
  // Equal but for letter case: the first letter that differs decides, small before capital.
  for (let i = 0; i < length; i++) {
    if (a[i] !== b[i]) return a[i] === lowerA[i] ? -1 : 1;
  }
  return 0;
}
