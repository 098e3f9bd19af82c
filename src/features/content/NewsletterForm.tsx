// The footer's newsletter sign-up; built with the public pages.
export function NewsletterForm() {
  return null;
}
