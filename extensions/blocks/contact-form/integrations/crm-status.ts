/**
 * What the CRM Integration panel shows for the state `/jetpack/v4/jetpack_crm` reports.
 */
import {
	coerceVersion,
	compareVersions,
	isVersionBetween,
	type Version,
} from '../../../../shared/plugin-version';

export interface CrmData {
	crm_installed: boolean;
	crm_active: boolean;
	crm_version: string | null;
	can_activate_extension: boolean;
	jp_form_ext_enabled: boolean | null;
}

export type CrmView =
	| 'invalid-version'
	| 'update'
	| 'not-installed'
	| 'installed'
	| 'enable-extension'
	| 'ask-administrator'
	| 'stored'
	| 'toggle';

const MIN_VERSION: Version = [ 3, 0, 19 ];
/** Versions 3.0.19 to 4.0.0 store every submission: there is nothing to toggle. */
const ALWAYS_STORED_UNTIL: Version = [ 4, 0, 0 ];

export function crmView( data: CrmData ): CrmView {
	const version = coerceVersion( data.crm_version );
	if ( data.crm_installed && ! version ) {
		return 'invalid-version';
	}
	if (
		data.crm_installed &&
		version &&
		compareVersions( version, MIN_VERSION ) < 0
	) {
		return 'update';
	}
	if ( ! data.crm_installed ) {
		return 'not-installed';
	}
	if ( ! data.crm_active ) {
		return 'installed';
	}
	if ( ! data.jp_form_ext_enabled ) {
		return data.can_activate_extension
			? 'enable-extension'
			: 'ask-administrator';
	}
	return version &&
		isVersionBetween( version, MIN_VERSION, ALWAYS_STORED_UNTIL )
		? 'stored'
		: 'toggle';
}

/** The response, or null when it is not the CRM state (an error body, a proxy's page...). */
export function asCrmData( body: unknown ): CrmData | null {
	if (
		! body ||
		typeof body !== 'object' ||
		( body as { error?: unknown } ).error ||
		typeof ( body as CrmData ).crm_installed !== 'boolean'
	) {
		return null;
	}
	return body as CrmData;
}
