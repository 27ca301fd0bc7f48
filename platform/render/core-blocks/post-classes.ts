import { queryTerms } from '../../store/terms';
import type { PostRow } from '../../store/posts';
import { POST_TYPES } from '../../content/post-types';
import { readExtras } from '../../content/post-extras';
import { safeClassNames } from '../../../shared/server-render/html';
import type { CoreRenderContext } from './types';

const TERM_PREFIXES: Record< string, string > = {
	category: 'category',
	post_tag: 'tag',
};

/** get_post_class(): a loop item's classes (type, status, format, thumbnail, its terms). */
export function postClasses(
	context: CoreRenderContext,
	post: PostRow,
	extra: string
): string {
	const type = POST_TYPES[ post.post_type ];
	const extras = readExtras( context.db, post.ID, post.post_type );
	const classes = [
		extra,
		`post-${ post.ID }`,
		post.post_type,
		`type-${ post.post_type }`,
		`status-${ post.post_status }`,
	];
	if ( type?.supports[ 'post-formats' ] ) {
		classes.push( `format-${ extras.format || 'standard' }` );
	}
	if ( post.post_password ) {
		classes.push( 'post-password-required' );
	}
	if ( extras.featuredMedia ) {
		classes.push( 'has-post-thumbnail' );
	}
	classes.push( 'hentry' );
	for ( const [ taxonomy, prefix ] of Object.entries( TERM_PREFIXES ) ) {
		if ( ! type?.taxonomies.includes( taxonomy ) ) {
			continue;
		}
		const { rows } = queryTerms( context.db, {
			taxonomy,
			post: post.ID,
			orderby: 'name',
			order: 'asc',
			limit: 1000,
			offset: 0,
		} );
		classes.push( ...rows.map( ( term ) => `${ prefix }-${ term.slug }` ) );
	}
	return safeClassNames( ...classes );
}
