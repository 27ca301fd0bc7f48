import { __ } from '@wordpress/i18n';
import type { CopyFailure, CopyResult } from './types';

/** What a failed call means for the browser. */
export interface BrowserError {
	/** The user must connect the service first (shows the connect screen, no notice). */
	unauthorized: boolean;
	/** The notice to show, or null. */
	notice: string | null;
}

function isObject( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/**
 * Reads a failure: an errors list names its first entry; authorization_required asks for a
 * connection; internal_server_error is 'Internal server error'; anything else shows its message.
 */
export function readBrowserError( error: unknown ): BrowserError {
	let code = '';
	let message = '';
	if ( isObject( error ) ) {
		const first =
			Array.isArray( error.errors ) && isObject( error.errors[ 0 ] )
				? error.errors[ 0 ]
				: error;
		code = String( first.error ?? first.code ?? '' );
		message = typeof first.message === 'string' ? first.message : '';
	} else if ( typeof error === 'string' ) {
		message = error;
	}
	if ( code === 'authorization_required' ) {
		return { unauthorized: true, notice: null };
	}
	if ( code === 'internal_server_error' ) {
		return {
			unauthorized: false,
			notice: __( 'Internal server error', 'tessera' ),
		};
	}
	return {
		unauthorized: false,
		notice: message || __( 'Internal server error', 'tessera' ),
	};
}

/** The first item of a copy's answer that failed, if any. */
export function firstCopyFailure( result: CopyResult ): CopyFailure | null {
	return (
		( result.find(
			( item ) => 'errors' in item && Array.isArray( item.errors )
		) as CopyFailure | undefined ) ?? null
	);
}
