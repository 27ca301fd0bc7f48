import { formVariations } from '../variations';

type Template = [ string, Record< string, unknown > ];

function summary( siteType: 'simple' | 'atomic' | 'self-hosted' ) {
	return formVariations( siteType ).map( ( variation ) => ( {
		name: variation.name,
		subject: variation.attributes?.subject,
		fields: ( variation.innerBlocks as Template[] ).map(
			( [ name, attributes ] ) => [ name, attributes ]
		),
	} ) );
}

describe( 'form presets', () => {
	it( 'lists the six presets, Contact first and default, outside simple sites', () => {
		const variations = formVariations( 'self-hosted' );
		expect( variations.map( ( v ) => v.title ) ).toEqual( [
			'Contact',
			'Newsletter sign-up',
			'RSVP',
			'Registration',
			'Appointment',
			'Feedback',
		] );
		expect( variations.filter( ( v ) => v.isDefault ) ).toHaveLength( 1 );
		expect( variations[ 0 ].isDefault ).toBe( true );
		expect( formVariations( 'atomic' ) ).toHaveLength( 6 );
	} );

	it( 'hides Newsletter sign-up on simple sites', () => {
		expect(
			formVariations( 'simple' ).map( ( v ) => v.name )
		).not.toContain( 'newsletter-form' );
		expect( formVariations( 'simple' ) ).toHaveLength( 5 );
	} );

	it( 'has the fields, options, required flags, buttons and subjects of each preset', () => {
		const submit = ( text: string ) => [
			'tessera/button',
			{ element: 'button', text },
		];
		expect( summary( 'self-hosted' ) ).toEqual( [
			{
				name: 'contact-form',
				subject: undefined,
				fields: [
					[ 'tessera/field-name', { required: true } ],
					[ 'tessera/field-email', { required: true } ],
					[ 'tessera/field-textarea', {} ],
					submit( 'Contact Us' ),
				],
			},
			{
				name: 'newsletter-form',
				subject: undefined,
				fields: [
					[ 'tessera/field-name', {} ],
					[ 'tessera/field-email', {} ],
					[ 'tessera/field-consent', {} ],
					submit( 'Subscribe' ),
				],
			},
			{
				name: 'rsvp-form',
				subject: 'A new RSVP from your website',
				fields: [
					[ 'tessera/field-name', {} ],
					[ 'tessera/field-email', {} ],
					[
						'tessera/field-radio',
						{
							label: 'Attending?',
							required: true,
							options: [ 'Yes', 'No' ],
						},
					],
					[ 'tessera/field-textarea', { label: 'Other Details' } ],
					submit( 'Send RSVP' ),
				],
			},
			{
				name: 'registration-form',
				subject: undefined,
				fields: [
					[ 'tessera/field-name', {} ],
					[ 'tessera/field-email', {} ],
					[ 'tessera/field-telephone', {} ],
					[
						'tessera/field-select',
						{
							label: 'How did you hear about us?',
							options: [
								'Search Engine',
								'Social Media',
								'TV',
								'Radio',
								'Friend or Family',
							],
						},
					],
					[ 'tessera/field-textarea', { label: 'Other Details' } ],
					submit( 'Send' ),
				],
			},
			{
				name: 'appointment-form',
				subject: undefined,
				fields: [
					[ 'tessera/field-name', {} ],
					[ 'tessera/field-email', {} ],
					[ 'tessera/field-telephone', { required: true } ],
					[ 'tessera/field-date', { label: 'Date', required: true } ],
					[
						'tessera/field-radio',
						{
							label: 'Time',
							required: true,
							options: [ 'Morning', 'Afternoon' ],
						},
					],
					[ 'tessera/field-textarea', { label: 'Notes' } ],
					submit( 'Book Appointment' ),
				],
			},
			{
				name: 'feedback-form',
				subject: undefined,
				fields: [
					[ 'tessera/field-name', {} ],
					[ 'tessera/field-email', {} ],
					[
						'tessera/field-radio',
						{
							label: 'Please rate our website',
							required: true,
							options: [
								'1 - Very Bad',
								'2 - Poor',
								'3 - Average',
								'4 - Good',
								'5 - Excellent',
							],
						},
					],
					[
						'tessera/field-textarea',
						{ label: 'How could we improve?' },
					],
					submit( 'Send Feedback' ),
				],
			},
		] );
	} );
} );
