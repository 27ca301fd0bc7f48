import { createBlock } from '@wordpress/blocks';
import { BUTTON_BLOCK, innerButtonAttributes } from './inner-button';
import { holdsSchedulingAddress, parseEmbedCode } from './parse';

/** A pasted paragraph holding a scheduling address (or embed code) becomes the block. */
export const transforms = {
	from: [
		{
			type: 'raw' as const,
			// Before core/embed's (priority 1), which takes any paragraph that is a bare URL.
			priority: 0,
			isMatch: ( node: Node ) =>
				node.nodeName === 'P' &&
				holdsSchedulingAddress( node.textContent ?? '' ),
			transform: ( node: Node ) => {
				const parsed = parseEmbedCode( node.textContent ?? '' )!;
				const { buttonAttributes, ...attributes } = parsed;
				const button =
					attributes.style === 'link'
						? [
								createBlock(
									BUTTON_BLOCK,
									innerButtonAttributes( {
										...buttonAttributes,
										url: attributes.url,
									} )
								),
							]
						: [];
				return createBlock( 'tessera/calendly', attributes, button );
			},
		},
	],
};
