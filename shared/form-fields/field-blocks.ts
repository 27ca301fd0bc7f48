import type { store as blockEditorStore } from '@wordpress/block-editor';
import type { CurriedSelectorsOf } from '@wordpress/data';
import type { FieldIdHolder } from './field-id';

/** The block-editor selectors that find the field blocks. */
type FieldSelectors = Pick<
	CurriedSelectorsOf< typeof blockEditorStore >,
	'getClientIdsWithDescendants' | 'getBlockName' | 'getBlockAttributes'
>;

/** Every field block is named `tessera/field-<type>`. */
export const FIELD_BLOCK_PREFIX = 'tessera/field-';

function isFieldBlockName( name: string | null | undefined ): boolean {
	return typeof name === 'string' && name.startsWith( FIELD_BLOCK_PREFIX );
}

/** The id of every field block in the post, in document order. */
export function fieldIdHolders( selectors: FieldSelectors ): FieldIdHolder[] {
	return selectors
		.getClientIdsWithDescendants()
		.filter( ( clientId ) =>
			isFieldBlockName( selectors.getBlockName( clientId ) )
		)
		.map( ( clientId ) => {
			const id = selectors.getBlockAttributes( clientId )?.id;
			return { clientId, id: typeof id === 'string' ? id : '' };
		} );
}
