import { store as editorStore } from '@wordpress/editor';
import { useSelect } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { setSaveErrors, useSaveErrors } from './save-errors';
import type { SimplePaymentsAttributes } from './types';
import { productErrors, type FieldErrors } from './validation';

/**
 * The fields' errors: checked again when the post is saved and when the block is deselected,
 * and a field's error cleared as soon as the field is edited. A failed product save adds the
 * server's verdict on the e-mail address or the price.
 */
export function useFieldErrors(
	clientId: string,
	attributes: SimplePaymentsAttributes,
	priceText: string,
	isSelected: boolean
) {
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const saveErrors = useSaveErrors( clientId );
	const isSaving = useSelect( ( select ) => {
		const editor = select( editorStore ) as unknown as {
			isSavingPost: () => boolean;
			isAutosavingPost: () => boolean;
		};
		return editor.isSavingPost() && ! editor.isAutosavingPost();
	}, [] );
	const validate = useCallback(
		() => setErrors( productErrors( { ...attributes, price: priceText } ) ),
		[ attributes, priceText ]
	);
	const wasSelected = useRef( isSelected );
	const wasSaving = useRef( isSaving );
	useEffect( () => {
		if (
			( wasSelected.current && ! isSelected ) ||
			( isSaving && ! wasSaving.current )
		) {
			validate();
		}
		wasSelected.current = isSelected;
		wasSaving.current = isSaving;
	}, [ isSelected, isSaving, validate ] );

	const clearError = useCallback(
		( field: keyof FieldErrors ) => {
			setErrors( ( current ) => {
				const { [ field ]: _cleared, ...rest } = current;
				return rest;
			} );
			if ( field === 'email' || field === 'price' ) {
				const { [ field ]: _gone, ...otherSaveErrors } = saveErrors;
				setSaveErrors( clientId, otherSaveErrors );
			}
		},
		[ clientId, saveErrors ]
	);

	const shown: FieldErrors = { ...errors };
	if ( saveErrors.email ) {
		shown.email = sprintf(
			/* translators: %s: the address typed. */
			__( '%s is not a valid email address.', 'tessera' ),
			attributes.email
		);
	}
	if ( saveErrors.price ) {
		shown.price = __( 'Invalid price.', 'tessera' );
	}
	return { errors: shown, clearError };
}
