// Midtrans (Snap and its Core API): the provider, and the one place its settings become one.
import type { Config } from '../../../config';
import type { PaymentProvider } from '../provider';
import { createMidtransProvider } from './provider';

export { createMidtransProvider, VA_REFUND_MANUAL, type MidtransProviderOptions } from './provider';
export { notificationSignature } from './notification';

/** Where this site takes Midtrans' notifications (routes/webhooks). */
export const MIDTRANS_NOTIFICATION_PATH = '/api/webhooks/midtrans';

export type MidtransSettings = Pick<
  Config,
  | 'appUrl'
  | 'midtransServerKey'
  | 'midtransClientKey'
  | 'midtransProduction'
  | 'midtransApiBase'
  | 'midtransSnapBase'
  | 'midtransCards'
>;

/** Midtrans as configured, or null when no server key is set. */
export function midtransFromConfig(config: MidtransSettings, now?: () => Date): PaymentProvider | null {
  if (!config.midtransServerKey) return null;
  return createMidtransProvider({
    serverKey: config.midtransServerKey,
    clientKey: config.midtransClientKey,
    production: config.midtransProduction,
    apiBase: config.midtransApiBase,
    snapBase: config.midtransSnapBase,
    cards: config.midtransCards,
    // A public (https) site has Midtrans notify it for each transaction, so the dashboard's
    // notification URL need not be set; a local one could not be reached, and keeps the dashboard's.
    notificationUrl: config.appUrl.startsWith('https://') ? `${config.appUrl}${MIDTRANS_NOTIFICATION_PATH}` : undefined,
    now,
  });
}
