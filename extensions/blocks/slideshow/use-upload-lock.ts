import { useDispatch } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useEffect } from '@wordpress/element';

/**
 * Holds the post's saving lock while `uploading`: a slide still on its temporary blob: address
 * would be saved pointing at nothing. Released when every upload is done (or the block goes).
 */
export function useUploadLock( lockName: string, uploading: boolean ): void {
	const { lockPostSaving, unlockPostSaving } = useDispatch( editorStore );
	useEffect( () => {
		if ( ! uploading ) {
			return undefined;
		}
		lockPostSaving( lockName );
		return () => {
			unlockPostSaving( lockName );
		};
	}, [ lockName, uploading, lockPostSaving, unlockPostSaving ] );
}
