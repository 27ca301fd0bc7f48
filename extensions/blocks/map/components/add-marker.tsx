import { BlockControls } from '@wordpress/block-editor';
import { Popover, ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { mapMarker } from '@wordpress/icons';
import type { Place, SearchFailure } from '../geocoding';
import { PlaceSearch } from './place-search';
import './add-marker.scss';

interface Props {
	apiKey: string;
	onAdd: ( place: Place ) => void;
	onError: ( failure: SearchFailure ) => void;
}

/** The toolbar button that opens and closes the add-marker popover with its place search. */
export function AddMarker( { apiKey, onAdd, onError }: Props ) {
	const [ open, setOpen ] = useState( false );
	const [ anchor, setAnchor ] = useState< HTMLElement | null >( null );
	return (
		<BlockControls>
			<ToolbarGroup>
				<ToolbarButton
					ref={ setAnchor }
					icon={ mapMarker }
					label={ __( 'Add a marker', 'tessera' ) }
					isPressed={ open }
					onClick={ () => setOpen( ! open ) }
				/>
			</ToolbarGroup>
			{ open && anchor && (
				<Popover
					anchor={ anchor }
					className="wp-block-tessera-map__add-marker"
					onClose={ () => setOpen( false ) }
				>
					<PlaceSearch
						apiKey={ apiKey }
						onError={ onError }
						onSelect={ ( place ) => {
							onAdd( place );
							setOpen( false );
						} }
					/>
				</Popover>
			) }
		</BlockControls>
	);
}
