// Constants of the request layer (SPEC.md §7, §9).

/** Base URL of the API; empty means same origin (where the mock backend answers in mock mode). */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '')

/** SPEC.md §7/§9: request timeout. */
export const REQUEST_TIMEOUT_MS = 40_000
/** The waits before the automatic retries of a failed read, in order (issue 26 item 2): reads of the request
 * layer (./read-retry.ts) and the flows that retry their own (machines/retry/backoff.ts). */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const

/** SPEC.md §7/§9: refresh the access token when the last refresh is older than 58 minutes. */
export const TOKEN_REFRESH_THRESHOLD_MS = 3_480_000

/** SPEC.md §7: the fixed basic client credential of the refresh grant (overridable per deployment). */
export const REFRESH_CLIENT_CREDENTIAL: string = import.meta.env.VITE_OAUTH_CLIENT ?? 'buyer-pc:buyer-pc'

/**
 * Hosts of the e-payment gateway (TropiPay) that doPay's redirectUrl may send the browser to, besides this
 * origin (the mock's simulated gateway page). Comma-separated in VITE_PAYMENT_GATEWAY_HOSTS per deployment.
 */
export const PAYMENT_GATEWAY_HOSTS: readonly string[] = (
  import.meta.env.VITE_PAYMENT_GATEWAY_HOSTS ?? 'www.tropipay.com,tropipay.com'
)
  .split(',')
  .map((host: string) => host.trim().toLowerCase())
  .filter(Boolean)
