import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { pickedImage } from '../../../shared/images/image-source';
import ComparePreview from './components/compare-preview';
import ImageSlot from './components/image-slot';
import OrientationPanel from './components/orientation-panel';
import { safeOrientation } from './orientation';
import type { ImageCompareAttributes } from './types';

export default function ImageCompareEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< ImageCompareAttributes > ) {
	const before = pickedImage( attributes.imageBefore );
	const after = pickedImage( attributes.imageAfter );
	const orientation = safeOrientation( attributes.orientation );
	const complete = before && after;
	return (
		<figure { ...useBlockProps() }>
			<OrientationPanel
				value={ orientation }
				onChange={ ( next ) => setAttributes( { orientation: next } ) }
			/>
			{ complete && (
				<ComparePreview
					before={ before }
					after={ after }
					orientation={ orientation }
				/>
			) }
			{ ( ! complete || isSelected ) && (
				<div className="wp-block-tessera-image-compare__pickers">
					<ImageSlot
						label={ __( 'Image before', 'tessera' ) }
						image={ before }
						onChange={ ( image ) =>
							setAttributes( { imageBefore: image ?? {} } )
						}
					/>
					<ImageSlot
						label={ __( 'Image after', 'tessera' ) }
						image={ after }
						onChange={ ( image ) =>
							setAttributes( { imageAfter: image ?? {} } )
						}
					/>
				</div>
			) }
			{ ( isSelected || ! RichText.isEmpty( attributes.caption ) ) && (
				<RichText
					tagName="figcaption"
					className="wp-element-caption"
					aria-label={ __( 'Image caption text', 'tessera' ) }
					placeholder={ __( 'Add caption', 'tessera' ) }
					value={ attributes.caption }
					onChange={ ( caption: string ) =>
						setAttributes( { caption } )
					}
				/>
			) }
		</figure>
	);
}
