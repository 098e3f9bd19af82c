// The one shape of an e-mail address the site stores: something@something.tld, no spaces
// (SPEC §5). Every form that keeps an address (sign-up, staff accounts, contact, newsletter)
// asks for it; logging in checks only the looser form, so an older account still gets in.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
