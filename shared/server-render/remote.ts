/** What the site got when it fetched an address on another host (wp_remote_get's answer). */
export type RemoteResponse =
	| { status: number; contentType: string; body: string }
	| { error: 'timeout' | 'unreachable'; message: string };

/**
 * wp_remote_get(): fetches an address on another host, giving up after `timeoutS` seconds. The
 * local site makes no outgoing request: stand-ins answer for the hosts they serve.
 */
export type RemoteGet = (
	url: string,
	options?: { timeoutS?: number }
) => RemoteResponse;
