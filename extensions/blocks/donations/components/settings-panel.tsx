import { InspectorControls } from '@wordpress/block-editor';
import { ExternalLink, PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { DonationTab, DonationsAttributes, TabKey } from '../types';

export const EARNINGS_URL = '/wp-admin/earnings.php';

/** The sidebar: which intervals and whether a custom amount are offered, and the earnings link. */
export function SettingsPanel( {
	attributes,
	setTab,
	setAttributes,
}: {
	attributes: DonationsAttributes;
	setTab: ( key: TabKey, changes: Partial< DonationTab > ) => void;
	setAttributes: ( changes: Partial< DonationsAttributes > ) => void;
} ) {
	const show = ( key: TabKey ) =>
		( attributes[ key ] as DonationTab ).show !== false;
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Settings', 'tessera' ) }>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Show monthly donations', 'tessera' ) }
					checked={ show( 'monthlyDonation' ) }
					onChange={ ( value ) =>
						setTab( 'monthlyDonation', { show: value } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Show annual donations', 'tessera' ) }
					checked={ show( 'annualDonation' ) }
					onChange={ ( value ) =>
						setTab( 'annualDonation', { show: value } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Show custom amount option', 'tessera' ) }
					checked={ attributes.showCustomAmount }
					onChange={ ( value ) =>
						setAttributes( { showCustomAmount: value } )
					}
				/>
				<ExternalLink href={ EARNINGS_URL }>
					{ __( 'View donation earnings', 'tessera' ) }
				</ExternalLink>
			</PanelBody>
		</InspectorControls>
	);
}
