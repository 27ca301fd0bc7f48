import { htmlAttributes } from '../../../../shared/server-render/html';
import { attachmentImage, featuredImageId } from '../attachment-image';
import { flag, text, whole } from '../attribute-values';
import { contextPost } from '../context-post';
import { titleText } from '../post-fields';
import { linkedToPost } from '../post-link';
import { blockSupports } from '../supports/block-supports';
import { presetSlug, safeCssValue } from '../supports/css-value';
import {
	declarationsCss,
	wrapperAttributes,
} from '../supports/wrapper-attributes';
import type { CoreBlockInput, CoreBlockRender } from '../types';

const SCALES = [ 'cover', 'contain', 'fill', 'none', 'scale-down' ];
const RATIO = /^\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?$|^\d+(?:\.\d+)?$/;

/** The image's own styles: its border (the block does not put it on the wrapper), size and fit. */
function imageStyle( block: CoreBlockInput ): { class: string; style: string } {
	const { attributes } = block;
	const border = blockSupports(
		block.name,
		{
			name: block.name,
			title: '',
			supports: {
				className: false,
				customClassName: false,
				border: { color: true, radius: true, width: true, style: true },
			},
		},
		attributes
	);
	let style = declarationsCss( border.declarations );
	const ratio = text( attributes.aspectRatio ).trim();
	if ( ratio && ratio !== 'auto' && RATIO.test( ratio ) ) {
		style += `aspect-ratio:${ ratio };`;
	}
	if ( ratio ) {
		style += 'width:100%;';
	}
	const height = safeCssValue( attributes.height );
	const width = safeCssValue( attributes.width );
	if ( height ) {
		style += `height:${ height };`;
	} else if ( width ) {
		style += 'height:auto;';
	}
	if ( width ) {
		style += `width:${ width };`;
	}
	if ( SCALES.includes( text( attributes.scale ) ) && ( ratio || height ) ) {
		style += `object-fit:${ text( attributes.scale ) };`;
	}
	return { class: border.classes.join( ' ' ), style };
}

function overlay( block: CoreBlockInput, borderClass: string ): string {
	const { attributes } = block;
	const dim = whole( attributes.dimRatio, 0, 0, 100 );
	if ( ! dim ) {
		return '';
	}
	const overlayColor = presetSlug( attributes.overlayColor );
	const gradient = presetSlug( attributes.gradient );
	const customGradient = safeCssValue( attributes.customGradient );
	const customColor = safeCssValue( attributes.customOverlayColor );
	const classes = [
		'wp-block-post-featured-image__overlay',
		borderClass,
		'has-background-dim',
		`has-background-dim-${ dim }`,
		overlayColor && `has-${ overlayColor }-background-color`,
		( gradient || customGradient ) && 'has-background-gradient',
		gradient && `has-${ gradient }-gradient-background`,
	].filter( Boolean );
	const style = [
		customGradient && `background-image: ${ customGradient };`,
		customColor && `background-color: ${ customColor };`,
	]
		.filter( Boolean )
		.join( ' ' );
	return `<span${ htmlAttributes( {
		class: classes.join( ' ' ),
		style: style || undefined,
		'aria-hidden': 'true',
	} ) }></span>`;
}

/** Featured Image: the post's featured image, linked to the post if asked, with its overlay. */
export const renderPostFeaturedImage: CoreBlockRender = ( block, context ) => {
	const post = contextPost( context );
	if ( ! post ) {
		return '';
	}
	const { attributes } = block;
	const isLink = flag( attributes.isLink );
	const image = imageStyle( block );
	const markup = attachmentImage(
		context.db,
		context.origin ?? '',
		featuredImageId( context.db, post.ID ),
		text( attributes.sizeSlug ) || 'post-thumbnail',
		{
			class: [ image.class, 'wp-post-image' ]
				.filter( Boolean )
				.join( ' ' ),
			style: image.style || undefined,
			alt: isLink
				? titleText( post ) || `Untitled post ${ post.ID }`
				: undefined,
		}
	);
	if ( ! markup ) {
		return '';
	}
	const shade = overlay( block, image.class );
	const content = isLink
		? linkedToPost( context, post, attributes, markup + shade )
		: markup + shade;
	return `<figure${ wrapperAttributes( block ) }>${ content }</figure>`;
};
