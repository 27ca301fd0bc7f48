import {
	InspectorAdvancedControls,
	useBlockEditContext,
	useBlockProps,
} from '@wordpress/block-editor';
import type { ReactNode } from 'react';
import { FieldIdControl } from './field-id-control';
import { FieldSettings } from './field-settings';
import { RequiredToolbarButton } from './required-controls';
import type { FieldEditProps, SharedFieldAttributes } from './types';
import { useUniqueFieldId } from './use-unique-field-id';
import { safeFieldWidth } from './width';

interface Props extends FieldEditProps< SharedFieldAttributes > {
	/** Extra class of the field's wrapper (`tessera-field--<kind>`). */
	className?: string;
	/** Whether the field offers the 'required' toolbar button and toggle. */
	canBeRequired?: boolean;
	/** Extra controls in the 'Field Settings' panel. */
	settings?: ReactNode;
	children: ReactNode;
}

/**
 * What every field block shares around its own content: the wrapper with the field's width,
 * the 'Required' toolbar button and toggle, the 'Field Settings' panel, and the unique CSS id
 * in the Advanced panel.
 */
export function FieldShell( {
	attributes,
	setAttributes,
	clientId,
	className,
	canBeRequired = true,
	settings,
	children,
}: Props ) {
	const { name = '' } = useBlockEditContext();
	const width = safeFieldWidth( attributes.width );
	useUniqueFieldId( clientId, name, attributes.id, ( id ) =>
		setAttributes( { id } )
	);
	const blockProps = useBlockProps( {
		className: [
			'tessera-field',
			`tessera-field--width-${ width }`,
			className,
		]
			.filter( Boolean )
			.join( ' ' ),
	} );
	const setRequired = ( required: boolean ) => setAttributes( { required } );

	return (
		<>
			{ canBeRequired && (
				<RequiredToolbarButton
					required={ attributes.required }
					onChange={ setRequired }
				/>
			) }
			<FieldSettings
				required={ attributes.required }
				width={ width }
				onRequiredChange={ canBeRequired ? setRequired : undefined }
				onWidthChange={ ( next ) => setAttributes( { width: next } ) }
			>
				{ settings }
			</FieldSettings>
			<InspectorAdvancedControls>
				<FieldIdControl
					clientId={ clientId }
					id={ attributes.id }
					onChange={ ( id ) => setAttributes( { id } ) }
				/>
			</InspectorAdvancedControls>
			<div { ...blockProps }>{ children }</div>
		</>
	);
}
