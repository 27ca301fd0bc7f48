import type { AppContext } from '../../../../platform/context';
import { capabilityMap } from '../../../../platform/auth/capabilities';
import type { UserRow } from '../../../../platform/store/users';
import {
	filterByContext,
	type Context,
} from '../../../../platform/rest/response';
import type { RestRequest } from '../../../../platform/rest/types';
import { userSchema } from './schema';
import { restDate } from '../../../../platform/content/dates';
import { userLocale } from '../../../../platform/content/user-locale';
import { getUserMeta } from '../../../../platform/store/usermeta';
import { avatarUrls } from '../../../content/avatar-urls';

function authorLink( origin: string, user: UserRow ): string {
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
		locale: userLocale( ctx.db, user.ID ),
		nickname: user.user_login,
		slug: user.user_nicename,
		registered_date: `${ restDate( user.user_registered ) }+00:00`,
		roles: [ user.role ],
		capabilities: capabilityMap( user.role ),
		extra_capabilities: { [ user.role ]: true },
		avatar_urls: avatarUrls( request.origin, user.ID ),
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
