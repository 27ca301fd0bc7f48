/**
 * Saves each payment button's product before the post itself is saved, so the post and its
 * products are written together: a new product's id lands in the block before the post's content
 * is serialised. Only people who may publish the post save products (others leave them as they
 * are); autosaves and previews never do.
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

/** Whether the current user may publish the edited post (it has the publish action link). */
function canPublish(): boolean {
	const post = (
		select( editorStore ) as unknown as {
			getCurrentPost: () => { _links?: Record< string, unknown > };
		}
	 ).getCurrentPost();
	return Boolean( post?._links?.[ 'wp:action-publish' ] );
}

async function saveProduct( clientId: string ): Promise< boolean > {
	const editor = select( blockEditorStore );
	const attributes = editor.getBlockAttributes(
		clientId
	) as SimplePaymentsAttributes;
	const price = getTypedPrice( clientId ) ?? typedPrice( attributes.price );
	if (
		Object.keys(
			productErrors( { ...attributes, price } )
		).length > 0
	) {
		return false;
	}
	try {
		const record = ( await dispatch( coreStore ).saveEntityRecord(
			'postType',
			PRODUCT_POST_TYPE,
			productRecord( attributes, price ),
			{ throwOnError: true }
		) ) as { id?: number } | undefined;
		setSaveErrors( clientId, {} );
		if ( record?.id && record.id !== attributes.productId ) {
			dispatch( blockEditorStore ).updateBlockAttributes( clientId, {
				productId: record.id,
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
	if ( options.isAutosave || options.isPreview || ! canPublish() ) {
		return edits;
	}
	const clientIds = (
		select( blockEditorStore ) as unknown as {
			getBlocksByName: ( name: string ) => string[];
		}
	 ).getBlocksByName( metadata.name );
	let changed = false;
	for ( const clientId of clientIds ) {
		changed = ( await saveProduct( clientId ) ) || changed;
	}
	if ( ! changed ) {
		return edits;
	}
	// The new ids are in the blocks now: save the content that holds them.
	return {
		...edits,
		content: (
			select( editorStore ) as unknown as {
				getEditedPostContent: () => string;
			}
		 ).getEditedPostContent(),
	};
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
