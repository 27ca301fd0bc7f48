/**
 * The block bindings sources the site supports, announced to the editor as WordPress announces
 * the ones registered on the server (a name, a label and the context they read); the editor then
 * adds how each reads its values. Only the post's own data (its date, link) is supported: the
 * Query Loop's patterns bind each Date block to it, and the site server renders it.
 */
import { registerBlockBindingsSource } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/** The attributes the editor may bind, per block (a block editor setting WordPress computes). */
export const BINDABLE_ATTRIBUTES: Record< string, string[] > = {
	'core/post-date': [ 'datetime' ],
};

registerBlockBindingsSource( {
	name: 'core/post-data',
	label: __( 'Post Data' ),
	usesContext: [ 'postId', 'postType' ],
} );
