import {
	Button,
	ExternalLink,
	Notice,
	Placeholder,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { mapMarker } from '@wordpress/icons';
import { canUpdateKey } from '../api-key';
import type { ApiKeyControls } from '../use-api-key';

/** Asks for the access token of the maps service, when the site has none. */
export function TokenPlaceholder( { controls }: { controls: ApiKeyControls } ) {
	const [ input, setInput ] = useState( '' );
	return (
		<Placeholder
			icon={ mapMarker }
			label={ __( 'Map', 'tessera' ) }
			instructions={ __(
				'To use the map block, you need an Access Token.',
				'tessera'
			) }
		>
			<p>
				<ExternalLink href="https://www.mapbox.com">
					{ __(
						'Create an account or log in to Mapbox.',
						'tessera'
					) }
				</ExternalLink>{ ' ' }
				{ __(
					'Locate and copy the default access token. Then, paste it into the field below.',
					'tessera'
				) }
			</p>
			{ controls.error && (
				<Notice status="error" isDismissible={ false }>
					{ controls.error }
				</Notice>
			) }
			<form
				className="wp-block-tessera-map__token-form"
				onSubmit={ ( event ) => {
					event.preventDefault();
					if ( canUpdateKey( input, controls.apiKey ) ) {
						controls.update( input );
					}
				} }
			>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Mapbox Access Token', 'tessera' ) }
					hideLabelFromVision
					placeholder={ __( 'Paste Token Here', 'tessera' ) }
					value={ input }
					onChange={ setInput }
				/>
				<Button
					__next40pxDefaultSize
					variant="secondary"
					type="submit"
					isBusy={ controls.busy }
					disabled={
						controls.busy ||
						! canUpdateKey( input, controls.apiKey )
					}
				>
					{ __( 'Set Token', 'tessera' ) }
				</Button>
			</form>
		</Placeholder>
	);
}
