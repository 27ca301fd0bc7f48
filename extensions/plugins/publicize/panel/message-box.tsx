import { TextareaControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { EditorPostSelectors } from '../../../../shared/post-editor/editor-selectors';
import { shareMessage } from '../../../../shared/publicize/message';
import { messageLimit } from '../../../../shared/tweetstorm/thread';

/**
 * The share message: what is shared with the post, at most 255 characters (less the thread
 * suffix in thread mode), with the characters remaining. Until it is edited it shows what would
 * be shared instead (the excerpt, else the title); emptied on purpose, it stays empty.
 */
export function MessageBox( { isThread }: { isThread: boolean } ) {
	const { message, hasEdited, excerpt, title } = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as EditorPostSelectors;
		const meta = ( editor.getEditedPostAttribute( 'meta' ) ??
			{} ) as Record< string, unknown >;
		return {
			message: String( meta.jetpack_publicize_message ?? '' ),
			hasEdited: meta.jetpack_publicize_hasEditedShareMessage === true,
			excerpt: String( editor.getEditedPostAttribute( 'excerpt' ) ?? '' ),
			title: String( editor.getEditedPostAttribute( 'title' ) ?? '' ),
		};
	}, [] );
	const { editPost } = useDispatch( 'core/editor' );
	const limit = messageLimit( isThread );
	const value = shareMessage( { message, hasEdited, excerpt, title } ).slice(
		0,
		limit
	);
	const remaining = limit - value.length;
	return (
		<TextareaControl
			__nextHasNoMarginBottom
			className="tessera-publicize__message"
			label={ __( 'Message', 'tessera' ) }
			value={ value }
			maxLength={ limit }
			rows={ 4 }
			help={ sprintf(
				/* translators: %d: number of characters. */
				_n(
					'%d character remaining',
					'%d characters remaining',
					remaining,
					'tessera'
				),
				remaining
			) }
			onChange={ ( next ) =>
				editPost( {
					meta: {
						jetpack_publicize_message: next.slice( 0, limit ),
						jetpack_publicize_hasEditedShareMessage: true,
					},
				} )
			}
		/>
	);
}
