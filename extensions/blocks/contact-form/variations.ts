/**
 * The form presets of the variation picker: their fields, options, required flags, button texts and
 * subjects. Newsletter sign-up is left out on simple sites, where the email-marketing plugin it
 * feeds cannot be installed.
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import type { SiteType } from '../../../shared/availability/types';
import { presetIcons } from './preset-icons';

type InnerBlockTemplate = [ string, Record< string, unknown > ];

const submit = ( text: string ): InnerBlockTemplate => [
	'tessera/button',
	{ element: 'button', text },
];

const textarea = ( label: string ): InnerBlockTemplate => [
	'tessera/field-textarea',
	{ label },
];

// Only the Contact preset marks name and e-mail as required; in the other presets they are
// optional.
const name: InnerBlockTemplate = [ 'tessera/field-name', {} ];
const email: InnerBlockTemplate = [ 'tessera/field-email', {} ];

const NEWSLETTER_VARIATION = 'newsletter-form';

interface Preset extends Pick<
	BlockVariation,
	'name' | 'title' | 'description' | 'icon' | 'isDefault' | 'attributes'
> {
	fields: InnerBlockTemplate[];
	/** The submit button's text; the button follows the fields. */
	button: string;
}

function preset( { fields, button, ...variation }: Preset ): BlockVariation {
	return {
		...variation,
		scope: [ 'block' ],
		innerBlocks: [ ...fields, submit( button ) ],
	};
}

export function formVariations( siteType: SiteType ): BlockVariation[] {
	const variations = [
		preset( {
			name: 'contact-form',
			title: __( 'Contact', 'tessera' ),
			description: __( 'Add a contact form to your page.', 'tessera' ),
			icon: presetIcons.contact,
			isDefault: true,
			fields: [
				[ 'tessera/field-name', { required: true } ],
				[ 'tessera/field-email', { required: true } ],
				[ 'tessera/field-textarea', {} ],
			],
			button: __( 'Contact Us', 'tessera' ),
		} ),
		preset( {
			name: NEWSLETTER_VARIATION,
			title: __( 'Newsletter sign-up', 'tessera' ),
			description: __(
				'A simple way to collect information from folks visiting your site.',
				'tessera'
			),
			icon: presetIcons.newsletter,
			fields: [ name, email, [ 'tessera/field-consent', {} ] ],
			button: __( 'Subscribe', 'tessera' ),
		} ),
		preset( {
			name: 'rsvp-form',
			title: __( 'RSVP', 'tessera' ),
			description: __( 'Add an RSVP form to your page.', 'tessera' ),
			icon: presetIcons.rsvp,
			attributes: {
				subject: __( 'A new RSVP from your website', 'tessera' ),
			},
			fields: [
				name,
				email,
				[
					'tessera/field-radio',
					{
						label: __( 'Attending?', 'tessera' ),
						required: true,
						options: [
							__( 'Yes', 'tessera' ),
							__( 'No', 'tessera' ),
						],
					},
				],
				textarea( __( 'Other Details', 'tessera' ) ),
			],
			button: __( 'Send RSVP', 'tessera' ),
		} ),
		preset( {
			name: 'registration-form',
			title: __( 'Registration', 'tessera' ),
			description: __(
				'Add a registration form to your page.',
				'tessera'
			),
			icon: presetIcons.registration,
			fields: [
				name,
				email,
				[ 'tessera/field-telephone', {} ],
				[
					'tessera/field-select',
					{
						label: __( 'How did you hear about us?', 'tessera' ),
						options: [
							__( 'Search Engine', 'tessera' ),
							__( 'Social Media', 'tessera' ),
							__( 'TV', 'tessera' ),
							__( 'Radio', 'tessera' ),
							__( 'Friend or Family', 'tessera' ),
						],
					},
				],
				textarea( __( 'Other Details', 'tessera' ) ),
			],
			button: __( 'Send', 'tessera' ),
		} ),
		preset( {
			name: 'appointment-form',
			title: __( 'Appointment', 'tessera' ),
			description: __(
				'Add an appointment booking form to your page.',
				'tessera'
			),
			icon: presetIcons.appointment,
			fields: [
				name,
				email,
				[ 'tessera/field-telephone', { required: true } ],
				[
					'tessera/field-date',
					{ label: __( 'Date', 'tessera' ), required: true },
				],
				[
					'tessera/field-radio',
					{
						label: __( 'Time', 'tessera' ),
						required: true,
						options: [
							__( 'Morning', 'tessera' ),
							__( 'Afternoon', 'tessera' ),
						],
					},
				],
				textarea( __( 'Notes', 'tessera' ) ),
			],
			button: __( 'Book Appointment', 'tessera' ),
		} ),
		preset( {
			name: 'feedback-form',
			title: __( 'Feedback', 'tessera' ),
			description: __( 'Add a feedback form to your page.', 'tessera' ),
			icon: presetIcons.feedback,
			fields: [
				name,
				email,
				[
					'tessera/field-radio',
					{
						label: __( 'Please rate our website', 'tessera' ),
						required: true,
						options: [
							__( '1 - Very Bad', 'tessera' ),
							__( '2 - Poor', 'tessera' ),
							__( '3 - Average', 'tessera' ),
							__( '4 - Good', 'tessera' ),
							__( '5 - Excellent', 'tessera' ),
						],
					},
				],
				textarea( __( 'How could we improve?', 'tessera' ) ),
			],
			button: __( 'Send Feedback', 'tessera' ),
		} ),
	];
	return siteType === 'simple'
		? variations.filter(
				( variation ) => variation.name !== NEWSLETTER_VARIATION
			)
		: variations;
}
