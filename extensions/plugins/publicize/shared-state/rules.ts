import type {
	PublicizeConnection,
	PublicizeShare,
} from '../../../../shared/publicize/types';

/** What `POST /wpcom/v2/publicize/share/<id>` answers for each connection it shared to. */
export interface ShareResult {
	connectionId: number;
	service: string;
	posted: number;
	error: string;
}

const STATUSES = [ 'success', 'failure' ];

function isShare( item: unknown ): item is PublicizeShare {
	const share = item as Partial< PublicizeShare > | null;
	return (
		!! share &&
		typeof share === 'object' &&
		typeof share.connection_id === 'string' &&
		typeof share.service === 'string' &&
		typeof share.display_name === 'string' &&
		STATUSES.includes( share.status as string ) &&
		typeof share.message === 'string' &&
		typeof share.posted === 'number' &&
		typeof share.timestamp === 'string' &&
		/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test( share.timestamp )
	);
}

/**
 * The post's sharings, newest first, from its `jetpack_publicize_shares` field; anything of
 * another shape (an older server, a field missing) is left out.
 *
 * @param value The field as the post record holds it.
 */
export function readShares( value: unknown ): PublicizeShare[] {
	return Array.isArray( value ) ? value.filter( isShare ).reverse() : [];
}

/**
 * The connections a published post is shared to again: those switched on in the panel whose
 * test passes, in the panel's order.
 *
 * @param connections The user's connections, tested.
 * @param isEnabled   Whether the panel has the connection switched on (and it can be used).
 */
export function shareAgainTargets(
	connections: PublicizeConnection[],
	isEnabled: ( connection: PublicizeConnection ) => boolean
): string[] {
	return connections
		.filter( isEnabled )
		.map( ( connection ) => connection.id );
}

export type ShareOutcome =
	| { status: 'success' }
	| { status: 'failure'; connectionId: string; message: string };

/**
 * How a request to share again went: shared everywhere, or the first refusal (the connection
 * and the network's message). An empty answer shared nothing: a failure without a connection.
 *
 * @param results The share endpoint's answer.
 */
export function shareOutcome( results: ShareResult[] ): ShareOutcome {
	if ( ! results.length ) {
		return { status: 'failure', connectionId: '', message: '' };
	}
	const failed = results.find( ( result ) => result.error !== '' );
	return failed
		? {
				status: 'failure',
				connectionId: String( failed.connectionId ),
				message: failed.error,
			}
		: { status: 'success' };
}
