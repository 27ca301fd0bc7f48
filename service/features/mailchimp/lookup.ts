/**
 * Finds a published mailing-list sign-up in its stored post: the post's `index`-th
 * `tessera/mailchimp` block (document order), with its attributes. A sign-up's groups and merge
 * field come from here, never from what the visitor sends.
 */
import { parse } from '@wordpress/block-serialization-default-parser';
import type { Db } from '../../../platform/store/db';
import { getPost } from '../../../platform/store/posts';
import { POST_TYPES } from '../../../platform/content/post-types';
import {
	serverBlock,
	withDefaults,
} from '../../../platform/content/server-blocks';
import type { MailchimpAttributes } from '../../../extensions/blocks/mailchimp/server';

type ParsedBlock = ReturnType< typeof parse >[ number ];

const BLOCK = 'tessera/mailchimp';

function signupBlocks( blocks: ParsedBlock[] ): ParsedBlock[] {
	return blocks.flatMap( ( block ) =>
		block.blockName === BLOCK
			? [ block ]
			: signupBlocks( block.innerBlocks )
	);
}

export function findPublishedSignup(
	db: Db,
	postId: number,
	index: number
): MailchimpAttributes | null {
	const post = getPost( db, postId );
	if (
		! post ||
		post.post_status !== 'publish' ||
		post.post_password ||
		! POST_TYPES[ post.post_type ]?.viewable
	) {
		return null;
	}
	const block = signupBlocks( parse( post.post_content ) )[ index ];
	const module = serverBlock( BLOCK );
	return block && module
		? ( withDefaults(
				module,
				block.attrs
			) as unknown as MailchimpAttributes )
		: null;
}
