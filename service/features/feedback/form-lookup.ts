/**
 * Finds a published form in its stored post, as the visitor page rendered it: the post's
 * `index`-th contact form (document order) with its attributes and fields. A submission is
 * checked against this, never against field definitions the visitor sends.
 */
import { parse } from '@wordpress/block-serialization-default-parser';
import type { Db } from '../../../platform/store/db';
import { getPost, type PostRow } from '../../../platform/store/posts';
import { POST_TYPES } from '../../../platform/content/post-types';
import {
	serverBlock,
	withDefaults,
} from '../../../platform/content/server-blocks';
import {
	fieldDefinition,
	type FieldDefinition,
} from '../../../shared/form-submission/definition';
import type { FormAddress } from '../../../shared/form-submission/form-id';
import type { ContactFormAttributes } from '../../../extensions/blocks/contact-form/server';

type ParsedBlock = ReturnType< typeof parse >[ number ];

const FORM_BLOCK = 'tessera/contact-form';

export interface PublishedForm {
	post: PostRow;
	address: FormAddress;
	attributes: ContactFormAttributes;
	fields: FieldDefinition[];
}

function attributesOf( block: ParsedBlock ): Record< string, unknown > {
	const module = block.blockName ? serverBlock( block.blockName ) : undefined;
	return module
		? withDefaults( module, block.attrs )
		: { ...( block.attrs ?? {} ) };
}

/** Every form block of a post, in document order. */
function formBlocks( blocks: ParsedBlock[] ): ParsedBlock[] {
	return blocks.flatMap( ( block ) =>
		block.blockName === FORM_BLOCK
			? [ block ]
			: formBlocks( block.innerBlocks )
	);
}

function fieldsOf(
	blocks: ParsedBlock[],
	found: FieldDefinition[] = []
): FieldDefinition[] {
	for ( const block of blocks ) {
		const field = fieldDefinition(
			block.blockName,
			attributesOf( block ),
			found.length
		);
		if ( field ) {
			found.push( field );
		} else {
			fieldsOf( block.innerBlocks, found );
		}
	}
	return found;
}

/** A post whose forms a visitor can see: published, public, not behind a password. */
function visiblePost( db: Db, postId: number ): PostRow | undefined {
	const post = getPost( db, postId );
	return post &&
		post.post_status === 'publish' &&
		! post.post_password &&
		POST_TYPES[ post.post_type ]?.viewable
		? post
		: undefined;
}

export function findPublishedForm(
	db: Db,
	address: FormAddress
): PublishedForm | null {
	const post = visiblePost( db, address.postId );
	if ( ! post ) {
		return null;
	}
	const block = formBlocks( parse( post.post_content ) )[ address.index ];
	if ( ! block ) {
		return null;
	}
	return {
		post,
		address,
		attributes: attributesOf( block ) as ContactFormAttributes,
		fields: fieldsOf( block.innerBlocks ),
	};
}
