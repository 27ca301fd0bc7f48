import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { fieldsBelowSubmit, type FormChild } from '../insertion';

interface BlockEditorActions {
	moveBlocksToPosition: (
		clientIds: string[],
		fromRootClientId: string,
		toRootClientId: string,
		index: number
	) => void;
	__unstableMarkNextChangeAsNotPersistent: () => void;
}

/**
 * Keeps new fields above the form's submit button (see insertion.ts). The move joins the
 * insertion's undo step, so one undo removes the field rather than moving it back below.
 *
 * @param clientId The form block.
 */
export function useFieldsAboveSubmit( clientId: string ): void {
	const children = useSelect(
		( select ) =>
			select( blockEditorStore ).getBlocks( clientId ) as FormChild[],
		[ clientId ]
	);
	const actions = useDispatch(
		blockEditorStore
	) as unknown as BlockEditorActions;
	const known = useRef< Set< string > | null >( null );
	const order = children.map( ( child ) => child.clientId ).join( ',' );

	useEffect( () => {
		// The first render only learns what the form already holds.
		const move = known.current
			? fieldsBelowSubmit( known.current, children )
			: null;
		known.current = new Set( children.map( ( child ) => child.clientId ) );
		if ( move ) {
			actions.__unstableMarkNextChangeAsNotPersistent();
			actions.moveBlocksToPosition(
				move.clientIds,
				clientId,
				clientId,
				move.index
			);
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the order says when children change.
	}, [ order ] );
}
