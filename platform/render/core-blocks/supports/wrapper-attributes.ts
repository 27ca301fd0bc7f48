import {
	htmlAttributes,
	safeClassNames,
	type HtmlAttributeValue,
} from '../../../../shared/server-render/html';
import type { CoreBlockInput } from '../types';
import { blockSupports, type Declarations } from './block-supports';

export function declarationsCss( declarations: Declarations ): string {
	return declarations
		.map( ( [ property, value ] ) => `${ property }:${ value };` )
		.join( '' );
}

type Extra = Record< string, HtmlAttributeValue > & {
	class?: string;
	style?: string;
};

/**
 * get_block_wrapper_attributes(): the wrapper's attributes, with the render's own classes and
 * styles first and what the block supports add after them. The result starts with a space
 * (`<ul${ … }>`).
 */
export function wrapperAttributes(
	block: Pick< CoreBlockInput, 'name' | 'type' | 'attributes' >,
	extra: Extra = {}
): string {
	const supports = blockSupports( block.name, block.type, block.attributes );
	const { class: classes, style, ...rest } = extra;
	const anchor = block.attributes.anchor;
	return htmlAttributes( {
		class: safeClassNames( classes, ...supports.classes ),
		style: [ style, declarationsCss( supports.declarations ) ]
			.filter( Boolean )
			.join( '' ),
		id:
			typeof anchor === 'string' && anchor.trim() && ! ( 'id' in rest )
				? anchor.trim()
				: undefined,
		...rest,
	} );
}
