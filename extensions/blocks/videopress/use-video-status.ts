import { useEffect, useState } from '@wordpress/element';
import { serviceUrl, type ServiceHosts } from '../../../shared/service-hosts';

/** How often the editor asks whether the video's processing is over. */
export const POLL_INTERVAL_MS = 1000;

export type VideoStatus =
	| { state: 'unknown' | 'processing' }
	| {
			state: 'ready';
			width: number;
			height: number;
			poster: string;
	  }
	| { state: 'failed'; message: string };

interface VideoRecord {
	finished?: boolean;
	width?: number;
	height?: number;
	poster?: string;
	message?: string;
}

/** Reads one answer of the video host's record into a status. */
export function statusFrom( ok: boolean, record: VideoRecord ): VideoStatus {
	if ( ! ok ) {
		return {
			state: 'failed',
			message:
				typeof record.message === 'string' && record.message
					? record.message
					: 'The video could not be processed.',
		};
	}
	if ( ! record.finished ) {
		return { state: 'processing' };
	}
	return {
		state: 'ready',
		width: Number( record.width ) || 0,
		height: Number( record.height ) || 0,
		poster: typeof record.poster === 'string' ? record.poster : '',
	};
}

/**
 * The processing state of video `guid` on the video host's public API, asked every second until
 * it is ready or failed. A network failure is retried; only the host's answer ends the polling.
 */
export function useVideoStatus(
	guid: string | undefined,
	hosts: ServiceHosts | undefined
): VideoStatus {
	const [ status, setStatus ] = useState< VideoStatus >( {
		state: 'unknown',
	} );
	useEffect( () => {
		setStatus( { state: 'unknown' } );
		if ( ! guid || ! hosts ) {
			return;
		}
		let timer: ReturnType< typeof setTimeout > | undefined;
		let current = true;
		const url = serviceUrl(
			`https://public-api.wordpress.com/rest/v1.1/videos/${ guid }`,
			hosts
		);
		const ask = () => {
			Promise.resolve()
				.then( () => window.fetch( url, { credentials: 'omit' } ) )
				.then( async ( response ) =>
					statusFrom( response.ok, await response.json() )
				)
				.catch( (): VideoStatus => ( { state: 'processing' } ) )
				.then( ( next ) => {
					if ( ! current ) {
						return;
					}
					setStatus( next );
					if ( next.state === 'processing' ) {
						timer = setTimeout( ask, POLL_INTERVAL_MS );
					}
				} );
		};
		ask();
		return () => {
			current = false;
			clearTimeout( timer );
		};
	}, [ guid, hosts ] );
	return status;
}
