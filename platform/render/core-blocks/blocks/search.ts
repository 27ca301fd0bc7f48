import {
	htmlAttributes,
	safeClassNames,
} from '../../../../shared/server-render/html';
import { flag, text, whole } from '../attribute-values';
import { richTextHtml } from '../rich-text';
import { bag, blockSupports } from '../supports/block-supports';
import {
	declarationsCss,
	wrapperAttributes,
} from '../supports/wrapper-attributes';
import { uniqueId } from '../unique-id';
import type { CoreBlockInput, CoreBlockRender } from '../types';

const POSITIONS = [
	'button-outside',
	'button-inside',
	'no-button',
	'button-only',
];

const SEARCH_ICON =
	'<svg class="search-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><circle cx="11" cy="11" r="5.75" fill="none" stroke="currentColor" stroke-width="1.5"></circle><path d="M15.2 15.2l4.3 4.3" stroke="currentColor" stroke-width="1.5"></path></svg>';

/** The block's colours, type and border, which go on its field and button, not its wrapper. */
function partStyles(
	block: CoreBlockInput,
	supports: Record< string, unknown >
) {
	const out = blockSupports(
		block.name,
		{
			name: block.name,
			title: '',
			supports: { className: false, customClassName: false, ...supports },
		},
		block.attributes
	);
	return {
		classes: out.classes.join( ' ' ),
		style: declarationsCss( out.declarations ),
	};
}

/**
 * Search: a form that sends the visitor to the site's search results (`/?s=`), with its label,
 * field and button placed as the block says. "Button only" shows the field too, since the page
 * runs no script to reveal it.
 */
export const renderSearch: CoreBlockRender = ( block, context ) => {
	const { attributes } = block;
	const position = POSITIONS.includes( text( attributes.buttonPosition ) )
		? text( attributes.buttonPosition )
		: 'button-outside';
	const showButton = position !== 'no-button';
	const inside = position === 'button-inside';
	const useIcon = flag( attributes.buttonUseIcon );
	const colors = partStyles( block, { color: { gradients: true } } );
	const typography = partStyles( block, {
		typography: {
			...bag( bag( block.type.supports ).typography ),
			__experimentalSkipSerialization: false,
		},
	} );
	const border = partStyles( block, {
		border: { color: true, radius: true, width: true, style: true },
	} );
	const id = uniqueId( context, 'wp-block-search__input-' );
	const labelText = text( attributes.label ).trim();
	const showLabel = flag( attributes.showLabel ) && labelText !== '';
	const label = `<label${ htmlAttributes( {
		class: safeClassNames(
			'wp-block-search__label',
			showLabel ? typography.classes : 'screen-reader-text'
		),
		for: id,
		style: showLabel ? typography.style : undefined,
	} ) }>${ labelText ? richTextHtml( attributes.label ) : 'Search' }</label>`;
	const input = `<input${ htmlAttributes( {
		class: safeClassNames(
			'wp-block-search__input',
			! inside && border.classes,
			typography.classes,
			! showButton && colors.classes
		),
		id,
		placeholder: text( attributes.placeholder ),
		value: text( context.query?.s ),
		type: 'search',
		name: 's',
		required: true,
		style:
			[
				! inside && border.style,
				typography.style,
				! showButton && colors.style,
			]
				.filter( Boolean )
				.join( '' ) || undefined,
	} ) }/>`;
	const hidden = Object.entries( bag( attributes.query ) )
		.map(
			( [ name, value ] ) =>
				`<input${ htmlAttributes( {
					type: 'hidden',
					name,
					value:
						typeof value === 'number'
							? String( value )
							: text( value ),
				} ) } />`
		)
		.join( '' );
	const buttonText = text( attributes.buttonText ).trim();
	const buttonLabel = buttonText
		? richTextHtml( attributes.buttonText )
		: 'Search';
	const button = showButton
		? `<button${ htmlAttributes( {
				'aria-label': buttonText.replace( /<[^>]*>/g, '' ) || 'Search',
				class: safeClassNames(
					'wp-block-search__button',
					colors.classes,
					typography.classes,
					! inside && border.classes,
					useIcon && 'has-icon',
					'wp-element-button'
				),
				type: 'submit',
				style:
					[ colors.style, typography.style, ! inside && border.style ]
						.filter( Boolean )
						.join( '' ) || undefined,
			} ) }>${ useIcon ? SEARCH_ICON : buttonLabel }</button>`
		: '';
	const width = whole( attributes.width, 0 );
	const unit = [ 'px', '%' ].includes( text( attributes.widthUnit ) )
		? text( attributes.widthUnit )
		: '';
	const field = `<div${ htmlAttributes( {
		class: safeClassNames(
			'wp-block-search__inside-wrapper',
			inside && border.classes
		),
		style:
			[
				width && unit ? `width: ${ width }${ unit };` : '',
				inside && border.style,
			]
				.filter( Boolean )
				.join( '' ) || undefined,
	} ) }>${ input }${ hidden }${ button }</div>`;
	const wrapper = wrapperAttributes( block, {
		class: safeClassNames(
			`wp-block-search__${ position }`,
			showButton &&
				`wp-block-search__${ useIcon ? 'icon' : 'text' }-button`
		),
	} );
	const action = htmlAttributes( { action: `${ context.origin ?? '' }/` } );
	return attributes.tagName === 'search'
		? `<search${ wrapper }><form method="get"${ action }>${ label }${ field }</form></search>`
		: `<form role="search" method="get"${ action }${ wrapper }>${ label }${ field }</form>`;
};
