import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	API_KEY_PATH,
	apiErrorMessage,
	keyStateOf,
	readApiKeyAnswer,
	type ApiKeyAnswer,
} from './api-key';

const NONE: ApiKeyAnswer = {
	service_api_key: '',
	service_api_key_source: 'site',
};

/**
 * The site's access token for the maps service: its state (0 loading, 1 none, 2 ready), where it
 * comes from, and the calls that set or remove it, with the API's message when one fails.
 */
export function useApiKey() {
	const [ answer, setAnswer ] = useState< ApiKeyAnswer >();
	const [ error, setError ] = useState( '' );
	const [ busy, setBusy ] = useState( false );

	useEffect( () => {
		let current = true;
		apiFetch( { path: API_KEY_PATH } ).then(
			( body ) =>
				current && setAnswer( readApiKeyAnswer( body ) ?? NONE ),
			( failure ) => {
				if ( current ) {
					setAnswer( NONE );
					setError(
						apiErrorMessage(
							failure,
							__(
								'The access token could not be read.',
								'tessera'
							)
						)
					);
				}
			}
		);
		return () => {
			current = false;
		};
	}, [] );

	const send = useCallback(
		async ( method: 'POST' | 'DELETE', key?: string ) => {
			setBusy( true );
			setError( '' );
			try {
				const body = await apiFetch( {
					path: API_KEY_PATH,
					method,
					data:
						key === undefined
							? undefined
							: { service_api_key: key },
				} );
				setAnswer( readApiKeyAnswer( body ) ?? NONE );
				return true;
			} catch ( failure ) {
				setError(
					apiErrorMessage(
						failure,
						__( 'The access token could not be saved.', 'tessera' )
					)
				);
				return false;
			} finally {
				setBusy( false );
			}
		},
		[]
	);

	return {
		state: keyStateOf( answer ),
		apiKey: answer?.service_api_key ?? '',
		source: answer?.service_api_key_source ?? 'site',
		error,
		busy,
		update: ( key: string ) => send( 'POST', key.trim() ),
		remove: () => send( 'DELETE' ),
	};
}

export type ApiKeyControls = ReturnType< typeof useApiKey >;
