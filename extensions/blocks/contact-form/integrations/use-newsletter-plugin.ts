import { useEffect, useState } from '@wordpress/element';
import {
	activatePlugin,
	installAndActivatePlugin,
	listPlugins,
} from './plugins-api';

export const NEWSLETTER_PLUGIN_SLUG = 'creative-mail-by-constant-contact';
export const NEWSLETTER_PLUGIN_FILE =
	'creative-mail-by-constant-contact/creative-mail-plugin';

type PluginState =
	| 'loading'
	| 'unavailable'
	| 'not-installed'
	| 'installed'
	| 'active'
	| 'installing'
	| 'activating';

export interface NewsletterPlugin {
	state: PluginState;
	/** The message of a failed install or activation. */
	error?: string;
	install: () => void;
	activate: () => void;
}

/** The email-marketing plugin's state on the site, and the actions that change it. */
export function useNewsletterPlugin(): NewsletterPlugin {
	const [ state, setState ] = useState< PluginState >( 'loading' );
	const [ error, setError ] = useState< string >();

	useEffect( () => {
		let live = true;
		listPlugins()
			.then( ( plugins ) => {
				const found = plugins.find(
					( plugin ) => plugin.plugin === NEWSLETTER_PLUGIN_FILE
				);
				let next: PluginState = 'not-installed';
				if ( found ) {
					next = found.status === 'inactive' ? 'installed' : 'active';
				}
				if ( live ) {
					setState( next );
				}
			} )
			// A list the user may not read (or a failed request) shows nothing.
			.catch( () => live && setState( 'unavailable' ) );
		return () => {
			live = false;
		};
	}, [] );

	const run = (
		inProgress: PluginState,
		before: PluginState,
		action: () => Promise< unknown >
	) => {
		setError( undefined );
		setState( inProgress );
		action()
			.then( () => setState( 'active' ) )
			.catch( ( failure: Error ) => {
				setError( failure.message );
				setState( before );
			} );
	};

	return {
		state,
		error,
		install: () =>
			run( 'installing', 'not-installed', () =>
				installAndActivatePlugin( NEWSLETTER_PLUGIN_SLUG )
			),
		activate: () =>
			run( 'activating', 'installed', () =>
				activatePlugin( NEWSLETTER_PLUGIN_FILE )
			),
	};
}
