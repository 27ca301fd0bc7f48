import type {
	RemoteGet,
	RemoteResponse,
} from '../../shared/server-render/remote';

/** A stand-in's answer for an address on its host; `delayS` is how long the host takes to answer. */
export interface HostAnswer {
	status: number;
	contentType: string;
	body: string;
	delayS?: number;
}

export type HostHandler = ( url: URL ) => HostAnswer;

/** wp_remote_get()'s default timeout. */
const DEFAULT_TIMEOUT_S = 5;

const hosts = new Map< string, HostHandler >();

/** A stand-in serving `origin` answers the site's own fetches of it from now on. */
export function registerRemoteHost(
	origin: string,
	handler: HostHandler
): void {
	hosts.set( new URL( origin ).origin, handler );
}

/**
 * The site's outgoing fetch (wp_remote_get). Nothing leaves this machine: a host a stand-in serves
 * answers in-process, any other host is unreachable. A host slower than the timeout times out,
 * without the site waiting for it.
 */
export const remoteGet: RemoteGet = (
	address,
	options = {}
): RemoteResponse => {
	let url: URL;
	try {
		url = new URL( address );
	} catch {
		return {
			error: 'unreachable',
			message: 'A valid URL was not provided.',
		};
	}
	const handler =
		url.protocol === 'http:' || url.protocol === 'https:'
			? hosts.get( url.origin )
			: undefined;
	if ( ! handler ) {
		return {
			error: 'unreachable',
			message: `Could not resolve host: ${ url.hostname }`,
		};
	}
	const answer = handler( url );
	const timeout = options.timeoutS ?? DEFAULT_TIMEOUT_S;
	if ( ( answer.delayS ?? 0 ) > timeout ) {
		return {
			error: 'timeout',
			message: `Operation timed out after ${ timeout * 1000 } milliseconds`,
		};
	}
	return {
		status: answer.status,
		contentType: answer.contentType,
		body: answer.body,
	};
};
