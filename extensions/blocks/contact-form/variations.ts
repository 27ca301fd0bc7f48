/**
 * The form presets of the variation picker (spec part 1, section 2): their fields, options,
 * required flags, button texts and subjects. Newsletter sign-up is left out on simple sites, where
 * the email-marketing plugin it feeds cannot be installed.
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

// Only the Contact preset marks name and e-mail as required; the spec lists no flag for the
// others' name and e-mail fields.
const name: InnerBlockTemplate = [ 'tessera/field-name', {} ];
const email: InnerBlockTemplate = [ 'tessera/field-email', {} ];

export const NEWSLETTER_VARIATION = 'newsletter-form';

export function formVariations( siteType: SiteType ): BlockVariation[] {
	const variations: BlockVariation[] = [
		{
			name: 'contact-form',
			title: __( 'Contact', 'tessera' ),
			description: __( 'Add a contact form to your page.', 'tessera' ),
			icon: presetIcons.contact,
			isDefault: true,
			scope: [ 'block' ],
			innerBlocks: [
				[ 'tessera/field-name', { required: true } ],
				[ 'tessera/field-email', { required: true } ],
				[ 'tessera/field-textarea', {} ],
				submit( __( 'Contact Us', 'tessera' ) ),
			],
		},
		{
			name: NEWSLETTER_VARIATION,
			title: __( 'Newsletter sign-up', 'tessera' ),
			description: __(
				'A simple way to collect information from folks visiting your site.',
				'tessera'
			),
			icon: presetIcons.newsletter,
			scope: [ 'block' ],
			innerBlocks: [
				name,
				email,
				[ 'tessera/field-consent', {} ],
				submit( __( 'Subscribe', 'tessera' ) ),
			],
		},
		{
			name: 'rsvp-form',
			title: __( 'RSVP', 'tessera' ),
			description: __( 'Add an RSVP form to your page.', 'tessera' ),
			icon: presetIcons.rsvp,
			scope: [ 'block' ],
			attributes: {
				subject: __( 'A new RSVP from your website', 'tessera' ),
			},
			innerBlocks: [
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
				[
					'tessera/field-textarea',
					{ label: __( 'Other Details', 'tessera' ) },
				],
				submit( __( 'Send RSVP', 'tessera' ) ),
			],
		},
		{
			name: 'registration-form',
			title: __( 'Registration', 'tessera' ),
			description: __(
				'Add a registration form to your page.',
				'tessera'
			),
			icon: presetIcons.registration,
			scope: [ 'block' ],
			innerBlocks: [
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
				[
					'tessera/field-textarea',
					{ label: __( 'Other Details', 'tessera' ) },
				],
				submit( __( 'Send', 'tessera' ) ),
			],
		},
		{
			name: 'appointment-form',
			title: __( 'Appointment', 'tessera' ),
			description: __(
				'Add an appointment booking form to your page.',
				'tessera'
			),
			icon: presetIcons.appointment,
			scope: [ 'block' ],
			innerBlocks: [
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
				[
					'tessera/field-textarea',
					{ label: __( 'Notes', 'tessera' ) },
				],
				submit( __( 'Book Appointment', 'tessera' ) ),
			],
		},
		{
			name: 'feedback-form',
			title: __( 'Feedback', 'tessera' ),
			description: __( 'Add a feedback form to your page.', 'tessera' ),
			icon: presetIcons.feedback,
			scope: [ 'block' ],
			innerBlocks: [
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
				[
					'tessera/field-textarea',
					{ label: __( 'How could we improve?', 'tessera' ) },
				],
				submit( __( 'Send Feedback', 'tessera' ) ),
			],
		},
	];
	return siteType === 'simple'
		? variations.filter(
				( variation ) => variation.name !== NEWSLETTER_VARIATION
			)
		: variations;
}
