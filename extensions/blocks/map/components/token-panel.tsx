import { Button, Notice, PanelBody, TextControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { canRemoveKey, canUpdateKey } from '../api-key';
import type { ApiKeyControls } from '../use-api-key';

/** The sidebar's token settings: replace the site's token, or remove it. */
export function TokenPanel( { controls }: { controls: ApiKeyControls } ) {
	const [ input, setInput ] = useState( controls.apiKey );
	useEffect( () => setInput( controls.apiKey ), [ controls.apiKey ] );
	return (
		<PanelBody
			title={ __( 'Mapbox Access Token', 'tessera' ) }
			initialOpen={ false }
		>
			{ controls.error && (
				<Notice status="error" isDismissible={ false }>
					{ controls.error }
				</Notice>
			) }
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Mapbox Access Token', 'tessera' ) }
				value={ input }
				onChange={ setInput }
			/>
			<div className="wp-block-tessera-map__token-buttons">
				<Button
					variant="secondary"
					isBusy={ controls.busy }
					disabled={
						controls.busy ||
						! canUpdateKey( input, controls.apiKey )
					}
					onClick={ () => controls.update( input ) }
				>
					{ __( 'Update Token', 'tessera' ) }
				</Button>
				<Button
					variant="secondary"
					isDestructive
					disabled={
						controls.busy || ! canRemoveKey( controls.source )
					}
					onClick={ () => controls.remove() }
				>
					{ __( 'Remove Token', 'tessera' ) }
				</Button>
			</div>
		</PanelBody>
	);
}
