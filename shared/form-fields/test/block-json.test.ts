/**
 * The twelve field blocks declare the shared attributes and their default titles and labels,
 * under the names the form and the server render rely on.
 */
import { readdirSync, readFileSync } from 'fs';
import path from 'path';

const BLOCKS = path.resolve( __dirname, '../../../extensions/blocks' );

function read( slug: string ) {
	return JSON.parse(
		readFileSync( path.join( BLOCKS, slug, 'block.json' ), 'utf8' )
	);
}

const EXPECTED: Record< string, [ string, string ] > = {
	'field-text': [ 'Text', 'Text' ],
	'field-name': [ 'Name', 'Name' ],
	'field-email': [ 'Email', 'Email' ],
	'field-url': [ 'Website', 'Website' ],
	'field-date': [ 'Date Picker', 'Date' ],
	'field-telephone': [ 'Phone Number', 'Phone' ],
	'field-textarea': [ 'Message', 'Message' ],
	'field-checkbox': [ 'Checkbox', '' ],
	'field-consent': [ 'Consent', 'Consent' ],
	'field-checkbox-multiple': [ 'Checkbox Group', 'Choose several' ],
	'field-radio': [ 'Radio', 'Choose one' ],
	'field-select': [ 'Select', 'Select one' ],
};

it( 'has exactly the twelve field folders', () => {
	const folders = readdirSync( BLOCKS ).filter( ( slug ) =>
		slug.startsWith( 'field-' )
	);
	expect( folders.sort() ).toEqual( Object.keys( EXPECTED ).sort() );
} );

describe.each( Object.entries( EXPECTED ) )(
	'%s',
	( slug, [ title, label ] ) => {
		const metadata = read( slug );

		it( 'is a child of the form with its title and default label', () => {
			expect( metadata.name ).toBe( `tessera/${ slug }` );
			expect( metadata.title ).toBe( title );
			expect( metadata.parent ).toEqual( [ 'tessera/contact-form' ] );
			expect( metadata.attributes.label ).toEqual( {
				type: 'string',
				default: label,
			} );
		} );

		it( 'declares the shared attributes', () => {
			expect( metadata.attributes ).toMatchObject( {
				required: { type: 'boolean', default: false },
				options: {
					type: 'array',
					items: { type: 'string' },
					default: [],
				},
				defaultValue: { type: 'string', default: '' },
				placeholder: { type: 'string', default: '' },
				id: { type: 'string', default: '' },
				width: { type: 'number', default: 100 },
			} );
		} );
	}
);

it( 'gives the consent block its type and its two default messages', () => {
	expect( read( 'field-consent' ).attributes ).toMatchObject( {
		consentType: {
			type: 'string',
			enum: [ 'implicit', 'explicit' ],
			default: 'implicit',
		},
		implicitConsentMessage: {
			type: 'string',
			default:
				"By submitting your information, you're giving us permission to email you. You may unsubscribe at any time.",
		},
		explicitConsentMessage: {
			type: 'string',
			default: 'Can we send you an email from time to time?',
		},
	} );
} );
