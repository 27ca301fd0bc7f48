/** The Mapbox access token the site keeps, and the rules of the token forms. */
export const API_KEY_PATH = '/wpcom/v2/service-api-keys/mapbox';

/** 0 while the token is asked for, 1 when the site has none, 2 when the map can be drawn. */
export const KEY_LOADING = 0;
export const KEY_MISSING = 1;
export const KEY_READY = 2;
export type KeyState =
	typeof KEY_LOADING | typeof KEY_MISSING | typeof KEY_READY;

/** The platform's own token: the site may use it, not remove it. */
export const PLATFORM_SOURCE = 'wpcom';

export interface ApiKeyAnswer {
	service_api_key: string;
	service_api_key_source: string;
}

export function keyStateOf( answer: ApiKeyAnswer | undefined ): KeyState {
	if ( ! answer ) {
		return KEY_LOADING;
	}
	return answer.service_api_key ? KEY_READY : KEY_MISSING;
}

/** A new token can be sent when the field holds one and it is not the token already kept. */
export function canUpdateKey( input: string, current: string ): boolean {
	const value = input.trim();
	return value !== '' && value !== current;
}

export function canRemoveKey( source: string ): boolean {
	return source !== PLATFORM_SOURCE;
}

/** The message of a failed token request, as the site's API wrote it. */
export function apiErrorMessage( error: unknown, fallback: string ): string {
	const message = ( error as { message?: unknown } | null )?.message;
	return typeof message === 'string' && message ? message : fallback;
}

/** A usable answer of the token API, or undefined. */
export function readApiKeyAnswer( body: unknown ): ApiKeyAnswer | undefined {
	const raw = ( body ?? {} ) as Record< string, unknown >;
	return typeof raw.service_api_key === 'string'
		? {
				service_api_key: raw.service_api_key,
				service_api_key_source:
					typeof raw.service_api_key_source === 'string'
						? raw.service_api_key_source
						: 'site',
			}
		: undefined;
}
