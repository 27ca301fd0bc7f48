import { MAX_SELECTED } from './constants';
import type { CopiedMedia, ExternalMediaItem } from './types';

/**
 * The selection after a click on an item: with several allowed, the item is added (up to
 * MAX_SELECTED) or removed; with one, it replaces the selection or, clicked again, clears it.
 */
export function toggleSelection(
	selected: ExternalMediaItem[],
	item: ExternalMediaItem,
	multiple: boolean
): ExternalMediaItem[] {
	const present = selected.some( ( entry ) => entry.ID === item.ID );
	if ( ! multiple ) {
		return present ? [] : [ item ];
	}
	if ( present ) {
		return selected.filter( ( entry ) => entry.ID !== item.ID );
	}
	return selected.length >= MAX_SELECTED ? selected : [ ...selected, item ];
}

/** A copied attachment as the editor's media callbacks take it. */
export interface InsertedMedia {
	alt: string;
	caption: string;
	id: number;
	type: 'image' | 'video';
	url: string;
}

/**
 * A copy as the block's onSelect takes it. Its type follows the file, so a block that takes
 * both kinds (media and text, cover) shows a copied video as a video.
 */
export function insertedMedia( copied: CopiedMedia ): InsertedMedia {
	return {
		alt: copied.alt,
		caption: copied.caption,
		id: copied.ID,
		type: copied.mime_type.startsWith( 'video/' ) ? 'video' : 'image',
		url: copied.URL,
	};
}

/**
 * What the block's onSelect receives: the gallery's existing images followed by the copies when
 * adding to a gallery, the list when several may be chosen, else the one item.
 */
export function selectionForEditor(
	copied: InsertedMedia[],
	options: {
		multiple: boolean;
		addToGallery: boolean;
		existingIds: number[];
	}
): InsertedMedia | Array< InsertedMedia | { id: number; type: 'image' } > {
	if ( options.addToGallery ) {
		return [
			...options.existingIds.map( ( id ) => ( {
				id,
				type: 'image' as const,
			} ) ),
			...copied,
		];
	}
	return options.multiple ? copied : copied[ 0 ];
}
