import { createBlock, getBlockType } from '@wordpress/blocks';
import type { BlockModule } from '../loader/types';
import { FIELD_BLOCK_PREFIX } from './field-blocks';

type Attributes = Record< string, unknown >;

/** Field types that hold the same kind of answer and can turn into one another. */
const FAMILIES = [
	[ 'text', 'name', 'email', 'url', 'date', 'telephone', 'textarea' ],
	[ 'checkbox-multiple', 'radio', 'select' ],
];

function defaultLabel( blockName: string ): unknown {
	return getBlockType( blockName )?.attributes?.label?.default;
}

/**
 * The attributes a field keeps when it becomes another type: all of them, except a label that
 * was still the old type's default, which gives way to the new type's default.
 */
function carriedAttributes(
	attributes: Record< string, unknown >,
	fromName: string
): Record< string, unknown > {
	const { label, ...rest } = attributes;
	return label === defaultLabel( fromName ) ? rest : { ...rest, label };
}

/** Block transforms from the field `type` to the other fields of its family. */
export function fieldTransforms(
	type: string
): BlockModule[ 'settings' ][ 'transforms' ] {
	const family =
		FAMILIES.find( ( members ) => members.includes( type ) ) ?? [];
	const fromName = FIELD_BLOCK_PREFIX + type;
	return {
		to: family
			.filter( ( member ) => member !== type )
			.map( ( member ) => ( {
				type: 'block' as const,
				blocks: [ FIELD_BLOCK_PREFIX + member ],
				// Not a multi-block transform: the attributes of one block.
				transform: ( attributes: Attributes | Attributes[] ) =>
					createBlock(
						FIELD_BLOCK_PREFIX + member,
						carriedAttributes(
							[ attributes ].flat()[ 0 ],
							fromName
						)
					),
			} ) ),
	};
}
