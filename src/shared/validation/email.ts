// The one shape of an e-mail address the site stores: something@something.tld, no spaces
// (SPEC §5). Every form that keeps an address (sign-up, staff accounts, contact, newsletter)
// asks for it; logging in checks only the looser form, so an older account still gets in.
// The characters an address can only hold inside quotes (RFC 5322: ; , " < > ( ) [ ] \ :) are
// refused: no one types them, and ';=1+1;@evil.com' would be a formula in a spreadsheet that
// splits the subscriber export on ';'.
export const EMAIL_PATTERN = /^[^\s@;,"<>()[\]\\:]+@[^\s@;,"<>()[\]\\:]+\.[^\s@;,"<>()[\]\\:]+$/;
