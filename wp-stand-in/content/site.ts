import type { Db } from '../../platform/store/db';
import { getSetting } from '../../platform/content/settings';
import { validTimezone } from '../../platform/content/dates';

export function siteTimezone( db: Db ): string {
	return validTimezone( getSetting( db, 'timezone' ) );
}
