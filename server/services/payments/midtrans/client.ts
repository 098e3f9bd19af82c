// The official midtrans-client SDK, pointed where MIDTRANS_SNAP_BASE and MIDTRANS_API_BASE
// say (tests run it against a local stand-in). The SDK takes no option for another host:
// its base URLs come from per-instance methods of `apiConfig`, which are replaced here, and
// its requests go through an axios instance (`httpClient.http_client`) given a timeout.
// @types/midtrans-client describes only createTransaction, so the parts used are typed here.
import { CoreApi, Snap } from 'midtrans-client';
import type { MidtransTransaction } from './transactionStatus';
import type { SnapTransactionBody } from './snapTransaction';

type HttpClient = {
  http_client: {
    defaults: { timeout?: number };
    interceptors: { request: { use(change: (config: { headers: Record<string, unknown> }) => unknown): number } };
  };
};

type SnapClient = {
  apiConfig: { getSnapApiBaseUrl(): string };
  httpClient: HttpClient;
  createTransaction(body: SnapTransactionBody): Promise<{ token: string; redirect_url: string }>;
};

type CoreClient = {
  apiConfig: { getCoreApiBaseUrl(): string };
  httpClient: HttpClient;
  transaction: {
    status(id: string): Promise<MidtransTransaction>;
    cancel(id: string): Promise<MidtransTransaction>;
    expire(id: string): Promise<MidtransTransaction>;
    refund(
      id: string,
      body: { refund_key: string; amount: number; reason: string },
    ): Promise<MidtransTransaction & { refund_key?: string; refund_chargeback_id?: number | string }>;
  };
};

export type MidtransClients = { snap: SnapClient; core: CoreClient };

export type MidtransClientOptions = {
  serverKey: string;
  clientKey?: string;
  /** Midtrans' production hosts instead of its sandbox. */
  production: boolean;
  /** Another Core API host (https://api.sandbox.midtrans.com by default). */
  apiBase?: string;
  /** Another Snap host (https://app.sandbox.midtrans.com by default); /snap/v1 is added. */
  snapBase?: string;
  /** Where Midtrans sends this site's notifications, instead of the address set on its dashboard. */
  notificationUrl?: string;
};

const TIMEOUT_MS = 20_000;
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function createMidtransClients(options: MidtransClientOptions): MidtransClients {
  const keys = { isProduction: options.production, serverKey: options.serverKey, clientKey: options.clientKey ?? '' };
  const snap = new Snap(keys) as unknown as SnapClient;
  const core = new CoreApi(keys) as unknown as CoreClient;
  if (!snap.apiConfig?.getSnapApiBaseUrl || !core.apiConfig?.getCoreApiBaseUrl || !snap.httpClient?.http_client) {
    throw new Error('The midtrans-client SDK changed: no base URL or HTTP client to configure');
  }
  if (options.snapBase) {
    const snapApi = `${withoutTrailingSlash(options.snapBase)}/snap/v1`;
    snap.apiConfig.getSnapApiBaseUrl = () => snapApi;
  }
  if (options.apiBase) {
    const coreApi = withoutTrailingSlash(options.apiBase);
    core.apiConfig.getCoreApiBaseUrl = () => coreApi;
  }
  snap.httpClient.http_client.defaults.timeout = TIMEOUT_MS;
  core.httpClient.http_client.defaults.timeout = TIMEOUT_MS;
  const { notificationUrl } = options;
  if (notificationUrl) {
    // Only the Snap client creates transactions; the header makes Midtrans notify this site
    // for each of them whatever the dashboard's notification URL is.
    snap.httpClient.http_client.interceptors.request.use((config) => {
      config.headers['X-Override-Notification'] = notificationUrl;
      return config;
    });
  }
  return { snap, core };
}

type MidtransFailure = { httpStatusCode?: unknown; ApiResponse?: unknown; message?: unknown };

const apiResponseOf = (error: unknown) => {
  const response = (error as MidtransFailure | undefined)?.ApiResponse;
  return response && typeof response === 'object' ? (response as Record<string, unknown>) : undefined;
};

/** Midtrans' own status code of a refusal ("404", "412"…), from its answer or its HTTP status. */
export function midtransStatusCode(error: unknown): string | undefined {
  const code = apiResponseOf(error)?.status_code ?? (error as MidtransFailure | undefined)?.httpStatusCode;
  return code === undefined || code === null ? undefined : String(code);
}

/** What Midtrans said when it refused: the Core API's status_message, or Snap's error_messages. */
export function midtransErrorText(error: unknown): string {
  const response = apiResponseOf(error);
  if (typeof response?.status_message === 'string') return response.status_message;
  if (Array.isArray(response?.error_messages)) return response.error_messages.map(String).join('; ');
  if (error instanceof Error) return error.message;
  return 'Midtrans request failed';
}
