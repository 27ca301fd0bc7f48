import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import { getSetting } from '../../../platform/content/settings';
import { localizedWeek } from '../../../extensions/blocks/business-hours/server';

/**
 * `GET /wpcom/v2/business-hours/localized-week` (WordPress.com's
 * WPCOM_REST_API_V2_Endpoint_Business_Hours): the site locale's full day names keyed by
 * abbreviation and its first day of the week. Public, as the real endpoint is. Day names and
 * first day come from the runtime's CLDR data (`Intl`); where the runtime cannot tell the first
 * day, the site's `start_of_week` setting answers, as WordPress's does.
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
				handler: () => ( {
					data: localizedWeek(
						getSetting( ctx.db, 'language' ),
						Number( getSetting( ctx.db, 'start_of_week' ) )
					),
				} ),
			},
		],
	} );
}
