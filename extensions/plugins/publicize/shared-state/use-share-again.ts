import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { PublicizeConnection } from '../../../../shared/publicize/types';
import { fetchEditedPost, sharePostAgain } from './api';
import { shareOutcome } from './rules';

const NOTICE_ID = 'tessera-publicize-share-again';

interface EditorState {
	postId: number;
	isDirty: boolean;
}

/**
 * Sharing the published post again, on request: unsaved changes are saved first (saving a
 * published post shares nothing), then the post goes to `targets`; the post record is read
 * again so its sharing status shows the new entries, and a notice says how it went.
 *
 * @param targets     The connection ids to share to.
 * @param connections The user's connections, to name a refusing one.
 */
export function useShareAgain(
	targets: string[],
	connections: PublicizeConnection[]
) {
	const [ isSharing, setSharing ] = useState( false );
	const registry = useRegistry();
	const { postId, isDirty } = useSelect( ( select ): EditorState => {
		const editor = select( 'core/editor' ) as unknown as {
			getCurrentPostId: () => number;
			isEditedPostDirty: () => boolean;
		};
		return {
			postId: editor.getCurrentPostId(),
			isDirty: editor.isEditedPostDirty(),
		};
	}, [] );
	const { savePost } = useDispatch( 'core/editor' ) as unknown as {
		savePost: () => Promise< void >;
	};
	const { receiveEntityRecords } = useDispatch( 'core' ) as unknown as {
		receiveEntityRecords: (
			kind: string,
			name: string,
			records: unknown
		) => void;
	};
	const { createErrorNotice, createSuccessNotice, removeNotice } =
		useDispatch( 'core/notices' ) as unknown as {
			createErrorNotice: ( message: string, options: object ) => void;
			createSuccessNotice: ( message: string, options: object ) => void;
			removeNotice: ( id: string ) => void;
		};

	const failureMessage = ( connectionId: string, message: string ) => {
		const connection = connections.find( ( c ) => c.id === connectionId );
		return connection && message
			? sprintf(
					/* translators: 1: account name, 2: the network's message. */
					__( 'Unable to share the post to %1$s: %2$s', 'tessera' ),
					connection.display_name,
					message
				)
			: __( 'Unable to share the post.', 'tessera' );
	};

	const shareAgain = async () => {
		removeNotice( NOTICE_ID );
		setSharing( true );
		try {
			if ( isDirty ) {
				await savePost();
				// A failed save has its own notice; the post is not shared on top of it.
				if (
					(
						registry.select( 'core/editor' ) as unknown as {
							didPostSaveRequestFail: () => boolean;
						}
					 ).didPostSaveRequestFail()
				) {
					return;
				}
			}
			const outcome = shareOutcome(
				await sharePostAgain( postId, targets )
			);
			receiveEntityRecords(
				'postType',
				'post',
				await fetchEditedPost( postId )
			);
			if ( outcome.status === 'success' ) {
				createSuccessNotice( __( 'Post shared', 'tessera' ), {
					id: NOTICE_ID,
					type: 'snackbar',
				} );
			} else {
				createErrorNotice(
					failureMessage( outcome.connectionId, outcome.message ),
					{ id: NOTICE_ID }
				);
			}
		} catch ( error ) {
			const message = ( error as { message?: unknown } )?.message;
			createErrorNotice(
				typeof message === 'string' && message
					? message
					: __( 'Unable to share the post.', 'tessera' ),
				{ id: NOTICE_ID }
			);
		} finally {
			setSharing( false );
		}
	};

	return { isSharing, shareAgain };
}
