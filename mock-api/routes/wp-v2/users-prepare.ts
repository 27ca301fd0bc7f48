import type { AppContext } from '../../context';
import { capabilityMap } from '../../auth/capabilities';
import type { UserRow } from '../../store/users';
import { filterByContext, type Context } from '../../rest/response';
import type { JsonSchema, RestRequest } from '../../rest/types';
import { restDate } from '../../content/dates';
import { getSetting } from '../../content/settings';
import { getUserMeta } from '../../store/usermeta';

const ALL = [ 'view', 'edit', 'embed' ];
const AVATAR_SIZES = [ 24, 48, 96 ];

export function userSchema(): JsonSchema {
	return {
		$schema: 'http://json-schema.org/draft-04/schema#',
		title: 'user',
		type: 'object',
		properties: {
			id: {
				description: 'Unique identifier for the user.',
				type: 'integer',
				context: ALL,
				readonly: true,
			},
			username: {
				description: 'Login name for the user.',
				type: 'string',
				context: [ 'edit' ],
				required: true,
				maxLength: 60,
				pattern: '^[A-Za-z0-9 _.@-]+$',
			},
			name: {
				description: 'Display name for the user.',
				type: 'string',
				context: ALL,
				maxLength: 250,
			},
			first_name: {
				description: 'First name for the user.',
				type: 'string',
				context: [ 'edit' ],
				maxLength: 250,
			},
			last_name: {
				description: 'Last name for the user.',
				type: 'string',
				context: [ 'edit' ],
				maxLength: 250,
			},
			email: {
				description: 'The email address for the user.',
				type: 'string',
				format: 'email',
				context: [ 'edit' ],
				required: true,
				maxLength: 100,
			},
			url: {
				description: 'URL of the user.',
				type: 'string',
				format: 'uri',
				context: ALL,
				maxLength: 2048,
			},
			description: {
				description: 'Description of the user.',
				type: 'string',
				context: ALL,
				maxLength: 65535,
			},
			link: {
				description: 'Author URL of the user.',
				type: 'string',
				format: 'uri',
				context: ALL,
				readonly: true,
			},
			locale: {
				description: 'Locale for the user.',
				type: 'string',
				enum: [ '', 'en_US' ],
				context: [ 'edit' ],
			},
			nickname: {
				description: 'The nickname for the user.',
				type: 'string',
				context: [ 'edit' ],
				maxLength: 250,
			},
			slug: {
				description: 'An alphanumeric identifier for the user.',
				type: 'string',
				context: ALL,
				maxLength: 50,
			},
			registered_date: {
				description: 'Registration date for the user.',
				type: 'string',
				format: 'date-time',
				context: [ 'edit' ],
				readonly: true,
			},
			roles: {
				description: 'Roles assigned to the user.',
				type: 'array',
				items: {
					type: 'string',
					enum: [
						'administrator',
						'editor',
						'author',
						'contributor',
						'subscriber',
					],
				},
				maxItems: 1,
				context: [ 'edit' ],
			},
			password: {
				description: 'Password for the user (never included).',
				type: 'string',
				context: [],
				required: true,
				minLength: 1,
				maxLength: 4096,
			},
			capabilities: {
				description: 'All capabilities assigned to the user.',
				type: 'object',
				context: [ 'edit' ],
				readonly: true,
			},
			extra_capabilities: {
				description: 'Any extra capabilities assigned to the user.',
				type: 'object',
				context: [ 'edit' ],
				readonly: true,
			},
			avatar_urls: {
				description: 'Avatar URLs for the user.',
				type: 'object',
				context: ALL,
				readonly: true,
			},
			meta: {
				description: 'Meta fields.',
				type: 'object',
				context: [ 'view', 'edit' ],
				properties: {
					persisted_preferences: {
						description:
							"The user's editor preferences (@wordpress/preferences-persistence).",
						type: 'object',
						context: [ 'edit' ],
						properties: {
							_modified: { type: 'string', format: 'date-time' },
						},
						additionalProperties: true,
						maxProperties: 200,
					},
				},
			},
		},
	};
}

/** A local avatar (no request leaves the machine), one URL per size as get_avatar_url() gives. */
export function avatarUrls(
	origin: string,
	user: Pick< UserRow, 'ID' >
): Record< string, string > {
	return Object.fromEntries(
		AVATAR_SIZES.map( ( size ) => [
			String( size ),
			`${ origin }/wp-content/avatars/${ user.ID }.svg?s=${ size }`,
		] )
	);
}

export function authorLink( origin: string, user: UserRow ): string {
	return `${ origin }/author/${ user.user_nicename }/`;
}

/** prepare_item_for_response() of the users controller. */
export function prepareUser(
	ctx: AppContext,
	request: RestRequest,
	user: UserRow,
	context: Context
): Record< string, unknown > {
	const [ first = '', ...rest ] = user.display_name.split( ' ' );
	const data = {
		id: user.ID,
		username: user.user_login,
		name: user.display_name,
		first_name: first,
		last_name: rest.join( ' ' ),
		email: user.user_email,
		url: user.user_url,
		description: user.description,
		link: authorLink( request.origin, user ),
		locale: getSetting( ctx.db, 'language' ),
		nickname: user.user_login,
		slug: user.user_nicename,
		registered_date: `${ restDate( user.user_registered ) }+00:00`,
		roles: [ user.role ],
		capabilities: capabilityMap( user.role ),
		extra_capabilities: { [ user.role ]: true },
		avatar_urls: avatarUrls( request.origin, user ),
		meta: {
			persisted_preferences: ( getUserMeta(
				ctx.db,
				user.ID,
				'persisted_preferences'
			) ?? {} ) as object,
		},
	};
	const out = filterByContext( data, userSchema(), context ) as Record<
		string,
		unknown
	>;
	out._links = {
		self: [
			{ href: `${ request.origin }/wp-json/wp/v2/users/${ user.ID }` },
		],
		collection: [ { href: `${ request.origin }/wp-json/wp/v2/users` } ],
	};
	return out;
}
