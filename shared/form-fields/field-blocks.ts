import type { FieldIdHolder } from './field-id';
import type { FieldStoreSelectors } from './editor-api';

/** Every field block is named `tessera/field-<type>`. */
export const FIELD_BLOCK_PREFIX = 'tessera/field-';

export function isFieldBlockName( name: string | null | undefined ): boolean {
	return typeof name === 'string' && name.startsWith( FIELD_BLOCK_PREFIX );
}

/** The id of every field block in the post, in document order. */
export function fieldIdHolders(
	selectors: FieldStoreSelectors
): FieldIdHolder[] {
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
