import { parse } from '@wordpress/block-serialization-default-parser';

import { boundedCache } from '../../shared/server-render/bounded-cache';

type ParsedBlock = ReturnType< typeof parse >[ number ];

/** Contents parsed, by their text: a page shown again parses its post once. */
const parsed = boundedCache< readonly ParsedBlock[] >( 64 );

function deepFreeze< T >( value: T ): T {
	if ( value && typeof value === 'object' && ! Object.isFrozen( value ) ) {
		Object.freeze( value );
		for ( const child of Object.values( value ) ) {
			deepFreeze( child );
		}
	}
	return value;
}

/**
 * parse_blocks() of `content`, kept for the next render of the same text. The blocks are frozen,
 * as every render of that text shares them: a render that changed one would change the next.
 *
 * @param content A post's content.
 */
export function parsedBlocks( content: string ): readonly ParsedBlock[] {
	return parsed.get( content, () => deepFreeze( parse( content ) ) );
}
