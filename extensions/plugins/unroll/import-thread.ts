import apiFetch from '@wordpress/api-fetch';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { dispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { addQueryArgs } from '@wordpress/url';
import type { KeyringConnection } from '../../../shared/keyring/types';
import { serviceUrl } from '../../../shared/service-hosts';
import { fetchServiceHosts } from '../../../shared/service-hosts/use-service-hosts';
import type { GatherItem } from '../../../shared/thread-import/types';
import { itemsToBlockSpecs, type BlockSpec } from './to-blocks';
import { isOwnThread } from './verify-author';

const NOTICE_ID = 'tessera-unroll';

const toBlock = ( [ name, attributes, inner ]: BlockSpec ): ReturnType<
	typeof createBlock
> => createBlock( name, attributes, inner.map( toBlock ) );

/** Whether the user's connections include the thread's account; a failed check counts as no. */
async function ownThread( url: string ): Promise< boolean > {
	try {
		const connections = await apiFetch< KeyringConnection[] >( {
			path: '/wpcom/v2/keyring/connections?service=twitter',
		} );
		return isOwnThread(
			url,
			Array.isArray( connections ) ? connections : []
		);
	} catch {
		return false;
	}
}

/**
 * Reads the thread the embed at `clientId` shows and puts its blocks in the embed's place, then
 * says so; warns when the thread's account is not one of the user's connections. Every failure
 * leaves the embed as it was, with an error notice.
 */
export async function importThread(
	clientId: string,
	url: string
): Promise< void > {
	const notices = dispatch( noticesStore );
	notices.removeNotice( NOTICE_ID );
	let items: unknown;
	try {
		items = await apiFetch( {
			path: addQueryArgs( '/wpcom/v2/tweetstorm/gather', { url } ),
		} );
	} catch ( error ) {
		const message = ( error as { message?: unknown } )?.message;
		notices.createErrorNotice(
			typeof message === 'string' && message
				? message
				: __( 'An error occurred. Please try again later.', 'tessera' ),
			{ id: NOTICE_ID }
		);
		return;
	}
	if ( ! Array.isArray( items ) ) {
		notices.createErrorNotice(
			__( 'An error occurred. Please try again later.', 'tessera' ),
			{
				id: NOTICE_ID,
			}
		);
		return;
	}
	const hosts = await fetchServiceHosts();
	const specs = itemsToBlockSpecs( items as GatherItem[], ( address ) =>
		serviceUrl( address, hosts )
	);
	if ( ! specs.length ) {
		notices.createErrorNotice(
			__(
				'We were unable to get any content from this tweet.',
				'tessera'
			),
			{ id: NOTICE_ID }
		);
		return;
	}
	dispatch( blockEditorStore ).replaceBlock( clientId, specs.map( toBlock ) );
	if ( ! ( await ownThread( url ) ) ) {
		notices.createWarningNotice(
			__(
				'We were unable to verify that this Twitter thread was published on a Twitter account belonging to you. Please ensure you have permission to reproduce it before publishing.',
				'tessera'
			),
			{ id: `${ NOTICE_ID }-verify` }
		);
	}
	notices.createSuccessNotice(
		__( 'Twitter thread successfully imported', 'tessera' ),
		{
			type: 'snackbar',
		}
	);
}
