import {
	Button,
	ExternalLink,
	Notice,
	PanelBody,
	PanelRow,
	RangeControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { LIMITS, clampSetting, fewPostsNotice } from '../rules';
import type { InstagramGalleryAttributes } from '../types';

interface Props {
	attributes: InstagramGalleryAttributes;
	setAttributes: ( next: Partial< InstagramGalleryAttributes > ) => void;
	/** How many posts the account has (of the 30 asked for); undefined while loading. */
	total: number | undefined;
	onDisconnect: () => void;
}

/** The sidebar: the account with 'Disconnect your account', and the display settings. */
export function GallerySettings( {
	attributes,
	setAttributes,
	total,
	onDisconnect,
}: Props ) {
	const user = attributes.instagramUser ?? '';
	const notice =
		total === undefined ? null : fewPostsNotice( total, attributes.count );
	return (
		<>
			<PanelBody title={ __( 'Account Settings', 'tessera' ) }>
				<PanelRow>
					<span>{ __( 'Account', 'tessera' ) }</span>
					{ user && (
						<ExternalLink
							href={ `https://www.instagram.com/${ encodeURIComponent( user ) }/` }
						>
							{ `@${ user }` }
						</ExternalLink>
					) }
				</PanelRow>
				<PanelRow>
					<Button
						variant="link"
						isDestructive
						onClick={ onDisconnect }
					>
						{ __( 'Disconnect your account', 'tessera' ) }
					</Button>
				</PanelRow>
			</PanelBody>
			<PanelBody title={ __( 'Display Settings', 'tessera' ) }>
				{ notice && (
					<Notice status="info" isDismissible={ false }>
						{ notice }
					</Notice>
				) }
				<RangeControl
					__nextHasNoMarginBottom
					label={ __( 'Number of Posts', 'tessera' ) }
					value={ clampSetting( 'count', attributes.count ) }
					onChange={ ( value ) =>
						setAttributes( {
							count: clampSetting( 'count', value ),
						} )
					}
					min={ LIMITS.count.min }
					max={ LIMITS.count.max }
				/>
				<RangeControl
					__nextHasNoMarginBottom
					label={ __( 'Number of Columns', 'tessera' ) }
					value={ clampSetting( 'columns', attributes.columns ) }
					onChange={ ( value ) =>
						setAttributes( {
							columns: clampSetting( 'columns', value ),
						} )
					}
					min={ LIMITS.columns.min }
					max={ LIMITS.columns.max }
				/>
				<RangeControl
					__nextHasNoMarginBottom
					label={ __( 'Image Spacing (px)', 'tessera' ) }
					value={ clampSetting( 'spacing', attributes.spacing ) }
					onChange={ ( value ) =>
						setAttributes( {
							spacing: clampSetting( 'spacing', value ),
						} )
					}
					min={ LIMITS.spacing.min }
					max={ LIMITS.spacing.max }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Stack on mobile', 'tessera' ) }
					checked={ attributes.isStackedOnMobile !== false }
					onChange={ ( value ) =>
						setAttributes( { isStackedOnMobile: value } )
					}
				/>
			</PanelBody>
		</>
	);
}
