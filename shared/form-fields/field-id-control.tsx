import { store as blockEditorStore } from '@wordpress/block-editor';
import { TextControl } from '@wordpress/components';
import { useRegistry } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { fieldIdHolders } from './field-blocks';
import { isValidFieldId, sanitizeFieldId } from './field-id';

// The sidebar is outside the canvas, where the field stylesheet applies: WordPress's error red.
const ERROR_STYLE = { color: '#cc1818', marginTop: '8px' };

interface Props {
	clientId: string;
	id: string;
	onChange: ( id: string ) => void;
}

/** Why `id` cannot be this field's id, or null when it can. */
function fieldIdProblem(
	id: string,
	idsOfOtherFields: string[]
): string | null {
	if ( id === '' ) {
		return __( 'A field needs an ID.', 'tessera' );
	}
	if ( ! isValidFieldId( id ) ) {
		return __(
			'An ID starts with a letter and holds only letters, digits, hyphens and underscores.',
			'tessera'
		);
	}
	if ( idsOfOtherFields.includes( id ) ) {
		return __(
			'Another field in this post already uses this ID.',
			'tessera'
		);
	}
	return null;
}

/**
 * The field's CSS id, in the Advanced panel. What is typed is cleaned as it is typed; an id
 * that is empty, malformed or another field's stays in the box with the reason and is not
 * stored, so the field keeps its last good id.
 */
export function FieldIdControl( { clientId, id, onChange }: Props ) {
	const registry = useRegistry();
	const [ draft, setDraft ] = useState< string | null >( null );
	const [ problem, setProblem ] = useState< string | null >( null );

	const change = ( typed: string ) => {
		const next = sanitizeFieldId( typed );
		const others = fieldIdHolders( registry.select( blockEditorStore ) )
			.filter( ( holder ) => holder.clientId !== clientId )
			.map( ( holder ) => holder.id );
		const reason = fieldIdProblem( next, others );
		setDraft( next );
		setProblem( reason );
		if ( ! reason ) {
			onChange( next );
		}
	};

	return (
		<>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'CSS ID', 'tessera' ) }
				value={ draft ?? id }
				onChange={ change }
				aria-invalid={ problem ? true : undefined }
				help={ __(
					'Unique in this post: use it to style the field or link to it.',
					'tessera'
				) }
			/>
			{ problem && (
				<p role="alert" style={ ERROR_STYLE }>
					{ problem }
				</p>
			) }
		</>
	);
}
