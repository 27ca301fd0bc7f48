import { BlockControls, InspectorControls } from '@wordpress/block-editor';
import {
	ExternalLink,
	Notice,
	PanelBody,
	ToggleControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { CalendlyStyle } from '../parse';
import EmbedForm from './embed-form';

export const CUSTOMIZATION_URL =
	'https://jetpack.com/support/jetpack-blocks/calendly-block/#customizing-a-calendly-block';

interface Props {
	hasUrl: boolean;
	isEditingUrl: boolean;
	style: CalendlyStyle;
	hideEventTypeDetails: boolean;
	embedCode: string;
	onEdit: () => void;
	onStyleChange: ( style: CalendlyStyle ) => void;
	onHideEventTypeDetailsChange: ( hide: boolean ) => void;
	onEmbedCodeChange: ( value: string ) => void;
	onEmbed: () => void;
}

/** The toolbar (Edit, Inline or Link) and the 'Calendar settings' panel. */
export default function CalendlyControls( props: Props ) {
	const styles: Array< { value: CalendlyStyle; label: string } > = [
		{ value: 'inline', label: __( 'Inline', 'tessera' ) },
		{ value: 'link', label: __( 'Link', 'tessera' ) },
	];
	return (
		<>
			{ props.hasUrl && ! props.isEditingUrl && (
				<BlockControls group="other">
					<ToolbarGroup>
						<ToolbarButton onClick={ props.onEdit }>
							{ __( 'Edit', 'tessera' ) }
						</ToolbarButton>
					</ToolbarGroup>
					<ToolbarGroup>
						{ styles.map( ( option ) => (
							<ToolbarButton
								key={ option.value }
								isPressed={ props.style === option.value }
								onClick={ () =>
									props.onStyleChange( option.value )
								}
							>
								{ option.label }
							</ToolbarButton>
						) ) }
					</ToolbarGroup>
				</BlockControls>
			) }
			<InspectorControls>
				<PanelBody title={ __( 'Calendar settings', 'tessera' ) }>
					<EmbedForm
						className="wp-block-tessera-calendly__embed-form-sidebar"
						inSidebar
						embedCode={ props.embedCode }
						onChange={ props.onEmbedCodeChange }
						onSubmit={ props.onEmbed }
					/>
					<ToggleControl
						label={ __( 'Hide event type details', 'tessera' ) }
						checked={ props.hideEventTypeDetails }
						onChange={ props.onHideEventTypeDetailsChange }
						__nextHasNoMarginBottom
					/>
					<Notice
						className="wp-block-tessera-calendly__color-notice"
						status="info"
						isDismissible={ false }
					>
						{ __(
							'You can change the colours of the calendar by adding background_color, primary_color and text_color to your Calendly web address.',
							'tessera'
						) }{ ' ' }
						<ExternalLink href={ CUSTOMIZATION_URL }>
							{ __( 'Explore customization options', 'tessera' ) }
						</ExternalLink>
					</Notice>
				</PanelBody>
			</InspectorControls>
		</>
	);
}
