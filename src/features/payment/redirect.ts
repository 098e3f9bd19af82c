/** Leaves the app for a payment page (a provider's checkout or the test checkout). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
