/**
 * Saves each payment button's product before the post itself is saved, so the post and its
 * products are written together: a new product's id lands in the block before the post's content
 * is serialised. Only people who may publish the post save products (others leave them as they
 * are); autosaves and previews never do. A new product is made as a draft; once it has its id it
 * is published, in the same save when the post itself goes public (so a visitor can buy it from
 * the moment the post is out), else on the next save.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { store as coreStore } from '@wordpress/core-data';
import { dispatch, select } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { addFilter } from '@wordpress/hooks';

import metadata from './block.json';
import {
	PRODUCT_POST_TYPE,
	productRecord,
	saveErrorField,
} from './product-record';
import { setSaveErrors } from './save-errors';
import { getTypedPrice } from './typed-prices';
import type { SimplePaymentsAttributes } from './types';
import { productErrors, typedPrice } from './validation';

interface SaveOptions {
	isAutosave?: boolean;
	isPreview?: boolean;
}

interface CurrentPost {
	status?: string;
	_links?: Record< string, unknown >;
}

function currentPost(): CurrentPost {
	return (
		select( editorStore ) as unknown as {
			getCurrentPost: () => CurrentPost;
		}
	 ).getCurrentPost();
}

const PUBLIC_STATUSES = [ 'publish', 'future', 'private' ];

function saveRecord( record: object ) {
	return dispatch( coreStore ).saveEntityRecord(
		'postType',
		PRODUCT_POST_TYPE,
		record,
		{ throwOnError: true }
	) as Promise< { id?: number } | undefined >;
}

async function saveProduct(
	clientId: string,
	goingPublic: boolean
): Promise< boolean > {
	const editor = select( blockEditorStore );
	const attributes = editor.getBlockAttributes(
		clientId
	) as SimplePaymentsAttributes;
	const price = getTypedPrice( clientId ) ?? typedPrice( attributes.price );
	if ( Object.keys( productErrors( { ...attributes, price } ) ).length > 0 ) {
		return false;
	}
	try {
		const record = await saveRecord( productRecord( attributes, price ) );
		if ( record?.id && ! attributes.productId && goingPublic ) {
			await saveRecord( { id: record.id, status: 'publish' } );
		}
		setSaveErrors( clientId, {} );
		if ( record?.id && record.id !== attributes.productId ) {
			dispatch( blockEditorStore ).updateBlockAttributes( clientId, {
				productId: record.id,
				postLinkUrl:
					(
						select( editorStore ) as unknown as {
							getPermalink: () => string | null;
						}
					 ).getPermalink() ?? '',
			} );
			return true;
		}
	} catch ( error ) {
		const field = saveErrorField( error );
		setSaveErrors( clientId, field ? { [ field ]: true } : {} );
	}
	return false;
}

export async function saveProducts(
	edits: Record< string, unknown >,
	options: SaveOptions = {}
): Promise< Record< string, unknown > > {
	const post = currentPost();
	if (
		options.isAutosave ||
		options.isPreview ||
		! post?._links?.[ 'wp:action-publish' ]
	) {
		return edits;
	}
	const goingPublic = PUBLIC_STATUSES.includes(
		String( edits.status ?? post.status )
	);
	const clientIds = (
		select( blockEditorStore ) as unknown as {
			getBlocksByName: ( name: string ) => string[];
		}
	 ).getBlocksByName( metadata.name );
	let changed = false;
	for ( const clientId of clientIds ) {
		changed = ( await saveProduct( clientId, goingPublic ) ) || changed;
	}
	if ( ! changed ) {
		return edits;
	}
	// The new ids are in the blocks now: save the content that holds them, and make it the
	// post's edited content, so the post is not left with unsaved changes after this save.
	const content = (
		select( editorStore ) as unknown as {
			getEditedPostContent: () => string;
		}
	 ).getEditedPostContent();
	(
		dispatch( editorStore ) as unknown as {
			editPost: ( edits: object, options: object ) => void;
		}
	 ).editPost( { content }, { undoIgnore: true } );
	return { ...edits, content };
}

let added = false;

/** Hooks the product save into the post save, once. */
export function addProductSync(): void {
	if ( added ) {
		return;
	}
	added = true;
	addFilter(
		'editor.preSavePost',
		'tessera/simple-payments/save-products',
		saveProducts
	);
}
