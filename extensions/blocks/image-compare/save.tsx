import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { pickedImage } from '../../../shared/images/image-source';
import { safeOrientation } from './orientation';
import { PAIR_CLASS } from './class-names';
import type { ImageCompareAttributes } from './types';

function SavedImage( {
	value,
	which,
}: {
	value: unknown;
	which: 'before' | 'after';
} ) {
	const image = pickedImage( value );
	if ( ! image ) {
		return null;
	}
	return (
		<img
			className={ `wp-block-tessera-image-compare__${ which }${
				image.id ? ` wp-image-${ image.id }` : ''
			}` }
			src={ image.url }
			alt={ image.alt }
			width={ image.width }
			height={ image.height }
		/>
	);
}

/**
 * Both images in one box; without a script they show one after the other, and the view script
 * lays the "before" image over the "after" one with the slider between them.
 */
export default function save( {
	attributes,
}: BlockSaveProps< ImageCompareAttributes > ) {
	const { imageBefore, imageAfter, caption } = attributes;
	return (
		<figure { ...useBlockProps.save() }>
			<div
				className={ PAIR_CLASS }
				data-orientation={ safeOrientation( attributes.orientation ) }
			>
				<SavedImage value={ imageBefore } which="before" />
				<SavedImage value={ imageAfter } which="after" />
			</div>
			{ ! RichText.isEmpty( caption ) && (
				<RichText.Content
					tagName="figcaption"
					className="wp-element-caption"
					value={ caption }
				/>
			) }
		</figure>
	);
}
