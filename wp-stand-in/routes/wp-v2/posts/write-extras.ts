import type { AppContext } from '../../../../platform/context';
import type { PostTypeDefinition } from '../../../../platform/content/post-types';
import { TAXONOMIES } from '../../../../platform/content/taxonomies';
import { META_KEYS } from '../../../../platform/content/post-extras';
import {
	fieldsFor,
	metaFor,
} from '../../../../platform/content/registered-meta';
import { own } from '../../../../platform/content/own';
import { userCan } from '../../../../platform/auth/capabilities';
import type { AuthUser } from '../../../../platform/auth/types';
import { getPost } from '../../../../platform/store/posts';
import { getTerm } from '../../../../platform/store/terms';
import {
	RestError,
	forbidden,
	invalidParam,
} from '../../../../platform/rest/errors';

/**
 * A sticky post cannot have a password, and making a post sticky needs the right to edit others'
 * posts or to publish, as WordPress checks (sending `sticky: false` needs neither).
 */
export function checkSticky(
	user: AuthUser,
	type: PostTypeDefinition,
	sticky: unknown,
	password: string
): void {
	if ( sticky === true && password ) {
		throw new RestError(
			'rest_invalid_field',
			'A post can not be sticky and have a password.',
			400
		);
	}
	if (
		sticky === true &&
		! userCan( user, type.cap.edit_others_posts ) &&
		! userCan( user, type.cap.publish_posts )
	) {
		throw forbidden(
			'rest_cannot_assign_sticky',
			'Sorry, you are not allowed to make posts sticky.',
			user
		);
	}
}

/** The featured image, template and format, kept as post meta: the image must be an attachment. */
function displayMeta(
	ctx: AppContext,
	params: Record< string, unknown >
): Record< string, unknown > {
	const meta: Record< string, unknown > = {};
	if ( params.featured_media !== undefined ) {
		const media = params.featured_media
			? getPost( ctx.db, params.featured_media as number )
			: undefined;
		if ( params.featured_media && media?.post_type !== 'attachment' ) {
			throw new RestError(
				'rest_invalid_featured_media',
				'Invalid featured media ID.',
				400
			);
		}
		meta[ META_KEYS.featuredMedia ] = params.featured_media;
	}
	if ( params.template !== undefined ) {
		// A classic theme has no page templates: only the default (empty) one is valid.
		if ( params.template !== '' ) {
			throw invalidParam( 'template', 'template is not one of .' );
		}
		meta[ META_KEYS.template ] = '';
	}
	if ( params.format !== undefined ) {
		meta[ META_KEYS.format ] = params.format;
	}
	return meta;
}

/** Everything stored as post meta: display settings, registered meta (null resets) and fields. */
export function sentMeta(
	ctx: AppContext,
	params: Record< string, unknown >,
	type: PostTypeDefinition
): Record< string, unknown > {
	const meta = displayMeta( ctx, params );
	const registered = metaFor( type.slug );
	for ( const [ key, value ] of Object.entries(
		( params.meta ?? {} ) as Record< string, unknown >
	) ) {
		const def = own( registered, key );
		if ( ! def ) {
			continue;
		}
		const refused =
			value === null
				? null
				: def.check?.(
						value as never,
						params.meta as Record< string, unknown >
					);
		if ( refused ) {
			throw new RestError(
				'rest_invalid_param',
				'Invalid parameter(s): meta',
				400,
				{
					params: { meta: refused },
					key,
				}
			);
		}
		meta[ key ] = value === null ? def.default : value;
	}
	for ( const [ key, def ] of Object.entries( fieldsFor( type.slug ) ) ) {
		if ( ! def.readonly && params[ key ] !== undefined ) {
			meta[ META_KEYS.field( key ) ] = params[ key ];
		}
	}
	return meta;
}

/** The terms sent for each taxonomy of the type: assigning them needs the taxonomy's assign capability. */
export function sentTerms(
	ctx: AppContext,
	params: Record< string, unknown >,
	type: PostTypeDefinition,
	user: AuthUser
): Record< string, number[] > {
	const terms: Record< string, number[] > = {};
	for ( const slug of type.taxonomies ) {
		const taxonomy = TAXONOMIES[ slug ];
		const ids = params[ taxonomy.restBase ] as number[] | undefined;
		if ( ids === undefined ) {
			continue;
		}
		if ( ! userCan( user, taxonomy.assignCap ) ) {
			throw forbidden(
				'rest_cannot_assign_term',
				'Sorry, you are not allowed to assign the provided terms.',
				user
			);
		}
		// As wp_set_object_terms() does, IDs that are not terms of the taxonomy are left out.
		terms[ slug ] = [ ...new Set( ids ) ].filter(
			( id ) => getTerm( ctx.db, id )?.taxonomy === slug
		);
	}
	return terms;
}
