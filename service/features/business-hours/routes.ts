import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import { getSetting } from '../../../platform/content/settings';
import { restLocale } from '../../../platform/content/user-locale';
import { localizedWeek } from '../../../extensions/blocks/business-hours/server';

/**
 * `GET /wpcom/v2/business-hours/localized-week` (WordPress.com's
 * WPCOM_REST_API_V2_Endpoint_Business_Hours): the site locale's full day names keyed by
 * abbreviation and its first day of the week. Public, as the real endpoint is. Day names and
 * first day come from the runtime's CLDR data (`Intl`); where the runtime cannot tell the first
 * day, the site's `start_of_week` setting answers, as WordPress's does. The locale is the request's:
 * the user's own language when the editor asks with `_locale=user`, else the site's.
 */
export function registerBusinessHoursRoutes(
	rest: RestServer,
	ctx: AppContext
): void {
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/business-hours/localized-week',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {},
				permission: () => true,
				handler: ( request ) => ( {
					data: localizedWeek(
						restLocale(
							ctx.db,
							request.user?.id,
							request.params._locale
						),
						Number( getSetting( ctx.db, 'start_of_week' ) )
					),
				} ),
			},
		],
	} );
}
