import type { Db } from '../store/db';
import { getSetting } from './settings';
import { validTimezone } from './dates';

export function siteTimezone( db: Db ): string {
	return validTimezone( getSetting( db, 'timezone' ) );
}
