// What other features use of the account feature: My profile's account security card.
// (The forgotten-password and reset pages are pages of the route table, app/pageChunks.ts.)
export { AccountSecurity } from './AccountSecurity';
