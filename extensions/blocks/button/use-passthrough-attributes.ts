import type { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect, type CurriedSelectorsOf } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import type { ButtonAttributes } from './types';

type Attributes = Record< string, unknown >;

/**
 * The attributes to copy from the parent: `passthroughAttributes` maps this button's attribute
 * names to the parent's (`{ url: 'url' }` gives the button its parent's url). Only names that
 * are plain strings count, and only values that differ from the button's own come back.
 */
export function attributesFromParent(
	passthrough: unknown,
	own: Attributes,
	parent: Attributes | null | undefined
): Attributes {
	if (
		! parent ||
		typeof passthrough !== 'object' ||
		passthrough === null ||
		Array.isArray( passthrough )
	) {
		return {};
	}
	const changes: Attributes = {};
	for ( const [ childName, parentName ] of Object.entries( passthrough ) ) {
		if ( typeof parentName !== 'string' ) {
			continue;
		}
		const value = parent[ parentName ];
		if ( value !== own[ childName ] ) {
			changes[ childName ] = value;
		}
	}
	return changes;
}

/** Keeps the attributes named in `passthroughAttributes` equal to the parent block's. */
export function usePassthroughAttributes(
	clientId: string,
	attributes: ButtonAttributes,
	setAttributes: ( attributes: Partial< ButtonAttributes > ) => void
) {
	const { passthroughAttributes } = attributes;
	const changes = useSelect(
		( select ) => {
			if ( ! passthroughAttributes ) {
				return null;
			}
			// By name: the store object would load the block editor into this hook's unit test.
			const store = select( 'core/block-editor' ) as CurriedSelectorsOf<
				typeof blockEditorStore
			>;
			const parentId = store.getBlockRootClientId( clientId );
			return attributesFromParent(
				passthroughAttributes,
				attributes,
				parentId ? store.getBlockAttributes( parentId ) : null
			);
		},
		[ clientId, passthroughAttributes, attributes ]
	);
	useEffect( () => {
		if ( changes && Object.keys( changes ).length > 0 ) {
			setAttributes( changes as Partial< ButtonAttributes > );
		}
	}, [ changes, setAttributes ] );
}
