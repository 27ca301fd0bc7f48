import type { AppContext } from '../../../../platform/context';
import type { JsonSchema } from '../../../../platform/rest/types';
import type { PostRow } from '../../../../platform/store/posts';
import {
	SHARES_FIELD,
	postShares,
	sharesSchema,
} from '../../../../service/features/publicize/shares-field';

/**
 * register_rest_field() for site features: read-only fields computed from what a feature
 * stores about a post (not from its meta), for the post types named.
 */
interface FeatureField {
	postTypes: string[];
	schema: JsonSchema;
	get: ( ctx: AppContext, post: PostRow ) => unknown;
}

const FEATURE_FIELDS: Record< string, FeatureField > = {
	[ SHARES_FIELD ]: {
		postTypes: [ 'post' ],
		schema: sharesSchema,
		get: ( ctx, post ) => postShares( ctx, post.ID ),
	},
};

function fieldsOf( postType: string ): Array< [ string, FeatureField ] > {
	return Object.entries( FEATURE_FIELDS ).filter( ( [ , field ] ) =>
		field.postTypes.includes( postType )
	);
}

export function featureFieldSchemas(
	postType: string
): Record< string, JsonSchema > {
	return Object.fromEntries(
		fieldsOf( postType ).map( ( [ name, field ] ) => [
			name,
			field.schema,
		] )
	);
}

export function featureFieldValues(
	ctx: AppContext,
	post: PostRow
): Record< string, unknown > {
	return Object.fromEntries(
		fieldsOf( post.post_type ).map( ( [ name, field ] ) => [
			name,
			field.get( ctx, post ),
		] )
	);
}
