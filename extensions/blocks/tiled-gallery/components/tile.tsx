import { Button, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { chevronLeft, chevronRight, closeSmall } from '@wordpress/icons';
import { isUploading } from '../../../../shared/images/image-source';
import type { GalleryImage } from '../types';

interface Props {
	image: GalleryImage;
	selected: boolean;
	canMoveBackward: boolean;
	canMoveForward: boolean;
	onSelect: () => void;
	onMoveBackward: () => void;
	onMoveForward: () => void;
	onRemove: () => void;
}

/** One tile in the editor: selected by a click, with its move and remove buttons while selected. */
export default function Tile( props: Props ) {
	const { image, selected } = props;
	const uploading = isUploading( image.url );
	return (
		<figure
			className={ [
				'tiled-gallery__item',
				selected ? 'is-selected' : '',
				uploading ? 'is-transient' : '',
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<img src={ image.url } alt={ image.alt } data-id={ image.id } />
			{ uploading && <Spinner /> }
			{ /* The whole tile is this button, so a click or the keyboard selects it. */ }
			{ ! selected && ! uploading && (
				<Button
					className="tiled-gallery__select"
					label={ __( 'Select image', 'tessera' ) }
					onClick={ props.onSelect }
				/>
			) }
			{ selected && (
				<div className="tiled-gallery__item-controls">
					<Button
						icon={ chevronLeft }
						label={ __( 'Move image backward', 'tessera' ) }
						onClick={ props.onMoveBackward }
						disabled={ ! props.canMoveBackward }
						accessibleWhenDisabled
						size="small"
					/>
					<Button
						icon={ chevronRight }
						label={ __( 'Move image forward', 'tessera' ) }
						onClick={ props.onMoveForward }
						disabled={ ! props.canMoveForward }
						accessibleWhenDisabled
						size="small"
					/>
					<Button
						icon={ closeSmall }
						label={ __( 'Remove image', 'tessera' ) }
						onClick={ props.onRemove }
						size="small"
					/>
				</div>
			) }
		</figure>
	);
}
