import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { formatDate } from '../../../platform/content/date-format';
import { getSettings } from '../../../platform/content/settings';
import { sendNotFoundPage } from '../../../platform/render/not-found-page';
import { sendArchive } from './visitor-archive';

const YEAR = ':year(^\\d{4}$)';
const TWO_DIGITS = ( name: string ) => `:${ name }(^\\d{2}$)`;

/** The date the archive's address names, if it is a real one: `2024`, `2024-04`, `2024-04-03`. */
function archiveDate( params: Record< string, string > ): string | undefined {
	const { year, month, day } = params;
	const y = Number( year );
	const m = month === undefined ? 1 : Number( month );
	const d = day === undefined ? 1 : Number( day );
	const date = new Date( Date.UTC( y, m - 1, d ) );
	if (
		y < 1 ||
		date.getUTCFullYear() !== y ||
		date.getUTCMonth() !== m - 1 ||
		date.getUTCDate() !== d
	) {
		return undefined;
	}
	return [ year, month, day ]
		.filter( ( part ) => part !== undefined )
		.join( '-' );
}

/** get_the_archive_title() of a date archive: "Year: 2024", "Month: April 2024", "Day: …". */
function archiveHeading( ctx: AppContext, prefix: string ): string {
	const date = `${ prefix }${ '-01'.repeat( ( 10 - prefix.length ) / 3 ) } 00:00:00`;
	if ( prefix.length === 4 ) {
		return `Year: ${ prefix }`;
	}
	return prefix.length === 7
		? `Month: ${ formatDate( date, 'F Y' ) }`
		: `Day: ${ formatDate( date, getSettings( ctx.db ).date_format ) }`;
}

/**
 * Date archives, the addresses the Archives and Calendar blocks link to: `/<year>/`,
 * `/<year>/<month>/` and `/<year>/<month>/<day>/`, each listing the published posts of that
 * period (a day's address wins over a post whose slug is two digits, as in WordPress).
 */
export function registerDateArchives( app: FastifyInstance, ctx: AppContext ) {
	for ( const path of [
		`/${ YEAR }`,
		`/${ YEAR }/${ TWO_DIGITS( 'month' ) }`,
		`/${ YEAR }/${ TWO_DIGITS( 'month' ) }/${ TWO_DIGITS( 'day' ) }`,
	] ) {
		app.get( path, async ( request, reply ) => {
			const prefix = archiveDate(
				request.params as Record< string, string >
			);
			return prefix
				? sendArchive(
						ctx,
						request,
						reply,
						archiveHeading( ctx, prefix ),
						{
							datePrefix: prefix,
						}
					)
				: sendNotFoundPage( ctx, request, reply );
		} );
	}
}
