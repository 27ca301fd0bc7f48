import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { fieldIdHolders } from './field-blocks';
import { generateFieldId, needsNewFieldId } from './field-id';

/**
 * Gives the field a generated id when its own is empty, malformed or held by an earlier field
 * (field-id.ts says what unique means). The change is not an undo step of its own: undoing it
 * would only bring the clash back.
 */
export function useUniqueFieldId(
	clientId: string,
	blockName: string,
	id: string,
	setId: ( id: string ) => void
): void {
	const registry = useRegistry();
	const needsNew = useSelect(
		( select ) =>
			needsNewFieldId(
				clientId,
				fieldIdHolders( select( blockEditorStore ) )
			),
		[ clientId ]
	);
	const { __unstableMarkNextChangeAsNotPersistent: markNotPersistent } =
		useDispatch( blockEditorStore );

	useEffect( () => {
		if ( ! needsNew ) {
			return;
		}
		const holders = fieldIdHolders( registry.select( blockEditorStore ) );
		const taken = new Set( holders.map( ( holder ) => holder.id ) );
		markNotPersistent();
		setId( generateFieldId( blockName, taken ) );
	}, [ needsNew, id, blockName, registry, markNotPersistent, setId ] );
}
