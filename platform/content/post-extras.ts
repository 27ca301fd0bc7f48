import type { Db } from '../store/db';
import { getAllPostMeta } from '../store/postmeta';
import { getOption, updateOption } from '../store/options';
import { fieldsFor, metaFor } from './registered-meta';

/** Where WordPress keeps what is not a posts column. */
export const META_KEYS = {
	featuredMedia: '_thumbnail_id',
	template: '_wp_page_template',
	format: '_post_format',
	field: ( name: string ) => `_tessera_field_${ name }`,
};

export interface PostExtras {
	featuredMedia: number;
	template: string;
	format: string;
	meta: Record< string, unknown >;
	fields: Record< string, unknown >;
}

/** The stored extras of a post, registered meta and fields filled with their defaults. */
export function readExtras(
	db: Db,
	postId: number,
	postType: string
): PostExtras {
	const stored = getAllPostMeta( db, postId );
	const meta: Record< string, unknown > = {};
	for ( const [ key, def ] of Object.entries( metaFor( postType ) ) ) {
		meta[ key ] = stored[ key ] ?? def.default;
	}
	const fields: Record< string, unknown > = {};
	for ( const [ key, def ] of Object.entries( fieldsFor( postType ) ) ) {
		if ( ! def.readonly ) {
			fields[ key ] = stored[ META_KEYS.field( key ) ] ?? def.default;
		}
	}
	return {
		featuredMedia: Number( stored[ META_KEYS.featuredMedia ] ?? 0 ),
		template: String( stored[ META_KEYS.template ] ?? '' ),
		format: String( stored[ META_KEYS.format ] ?? 'standard' ),
		meta,
		fields,
	};
}

export function stickyPosts( db: Db ): number[] {
	return getOption< number[] >( db, 'sticky_posts', [] );
}

export function setSticky( db: Db, postId: number, sticky: boolean ): void {
	const current = stickyPosts( db ).filter( ( id ) => id !== postId );
	updateOption(
		db,
		'sticky_posts',
		sticky ? [ ...current, postId ] : current
	);
}
