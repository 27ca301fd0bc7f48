/** The feedback list as a spreadsheet: one row per submission, one column per field label. */
import type { Feedback } from '../../store/feedback';
import { toCsv } from './csv';

export function feedbackCsv(
	rows: Feedback[],
	formName: ( feedback: Feedback ) => string
): string {
	const labels: string[] = [];
	for ( const row of rows ) {
		for ( const field of row.fields ) {
			if ( ! labels.includes( field.label ) ) {
				labels.push( field.label );
			}
		}
	}
	const records = rows.map( ( row ) => {
		const byLabel = new Map< string, string >();
		for ( const field of row.fields ) {
			const value = Array.isArray( field.value )
				? field.value.join( ', ' )
				: field.value;
			// Two fields with one label: keep both values.
			const earlier = byLabel.get( field.label );
			byLabel.set(
				field.label,
				earlier === undefined ? value : `${ earlier }; ${ value }`
			);
		}
		return [
			String( row.id ),
			row.created,
			formName( row ),
			...labels.map( ( label ) => byLabel.get( label ) ?? '' ),
		];
	} );
	// A byte order mark, so that spreadsheets read the file as UTF-8.
	return `\ufeff${ toCsv( [ [ 'ID', 'Date', 'Form', ...labels ], ...records ] ) }`;
}
