import {
	BlockControls,
	InspectorControls,
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { ALLOWED_BLOCKS, FIELD_BLOCKS } from './allowed-blocks';
import metadata from './block.json';
import ConsentOffer from './components/consent-offer';
import FieldAppender from './components/field-appender';
import FormSettings from './components/form-settings';
import FormSettingsDropdown from './components/form-settings-dropdown';
import {
	useFormContext,
	useFormDefaults,
} from './components/use-form-defaults';
import { useFieldsAboveSubmit } from './components/use-fields-above-submit';
import FormVariationPicker from './components/variation-picker';
import CrmPanel from './integrations/crm-panel';
import NewsletterPanel from './integrations/newsletter-panel';
import { integrationsHidden } from './integrations/visibility';
import type { ContactFormAttributes } from './types';

const FIELDS_CLASS = 'wp-block-tessera-contact-form__fields';

/** The appender component for this form (a component type, as InnerBlocks expects). */
function appender( clientId: string ) {
	return function FormAppender() {
		return <FieldAppender clientId={ clientId } />;
	};
}

export default function ContactFormEdit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: BlockEditProps< ContactFormAttributes > ) {
	const { hasInnerBlocks, isFormSelected } = useSelect(
		( select ) => {
			const editor = select( blockEditorStore );
			return {
				hasInnerBlocks: editor.getBlockCount( clientId ) > 0,
				isFormSelected:
					isSelected ||
					editor.hasSelectedInnerBlock( clientId, true ),
			};
		},
		[ clientId, isSelected ]
	);
	const context = useFormContext();
	useFormDefaults( attributes, setAttributes, context );
	useFieldsAboveSubmit( clientId );
	const formAppender = useMemo( () => appender( clientId ), [ clientId ] );
	const blockProps = useBlockProps();
	// The fields sit in a box of the visitor's class (render.ts), which lays them out in rows.
	const innerBlocksProps = useInnerBlocksProps(
		{ className: FIELDS_CLASS },
		{
			allowedBlocks: ALLOWED_BLOCKS,
			prioritizedInserterBlocks: FIELD_BLOCKS,
			templateLock: false,
			renderAppender: formAppender,
		}
	);

	if ( ! hasInnerBlocks ) {
		return (
			<div { ...blockProps }>
				<FormVariationPicker
					clientId={ clientId }
					name={ metadata.name }
					setAttributes={ setAttributes }
				/>
			</div>
		);
	}

	const settingsProps = {
		attributes,
		setAttributes,
		authorEmail: context.authorEmail,
	};
	const showIntegrations = ! integrationsHidden();
	return (
		<>
			<BlockControls group="block">
				<FormSettingsDropdown { ...settingsProps } />
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Form Settings', 'tessera' ) }>
					<FormSettings { ...settingsProps } />
				</PanelBody>
				{ showIntegrations && (
					<CrmPanel
						jetpackCRM={ attributes.jetpackCRM }
						onChangeJetpackCRM={ ( jetpackCRM ) =>
							setAttributes( { jetpackCRM } )
						}
					/>
				) }
				{ showIntegrations && <NewsletterPanel /> }
			</InspectorControls>
			<div { ...blockProps }>
				<div { ...innerBlocksProps } />
				{ isFormSelected && <ConsentOffer clientId={ clientId } /> }
			</div>
		</>
	);
}
