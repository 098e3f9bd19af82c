// Which public choice (src/shared/paymentMethods.ts) a recorded provider name belongs to: the
// built-in test provider records its stand-ins as `test-<choice>` (testProvider.ts), so a row
// it wrote reads, to the patient, like one the real provider wrote.
import { PROVIDER_CHOICES, type ProviderChoice } from '../../../src/shared/paymentMethods';

const TEST_PREFIX = 'test-';

/** The choice behind payments.provider / refunds.provider ('test-midtrans' → 'midtrans'), or null for a name no choice has. */
export function providerChoiceOf(name: string): ProviderChoice | null {
  const bare = name.startsWith(TEST_PREFIX) ? name.slice(TEST_PREFIX.length) : name;
  return (PROVIDER_CHOICES as readonly string[]).includes(bare) ? (bare as ProviderChoice) : null;
}
