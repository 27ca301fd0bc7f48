import type { BlockEditProps } from '@wordpress/blocks';
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { RequiredMarker } from '../../../shared/form-fields/field-label';
import { PlainTextEditable } from '../../../shared/form-fields/plain-text-editable';
import { ChoiceMark } from '../../../shared/form-fields/field-preview';
import { FieldShell } from '../../../shared/form-fields/field-shell';
import { shownConsentMessage } from '../../../shared/form-submission/labels';
import { consentMessageKey, safeConsentType } from './consent';
import type { FieldConsentAttributes } from './types';

/**
 * Consent to be emailed. Implicit: a notice that sending the form gives permission. Explicit:
 * a tick box with a question (each in the visitor's markup). The message of the chosen type is edited in place; the label
 * names the answer in responses. Only an explicit consent has something to require.
 */
export default function FieldConsentEdit(
	props: BlockEditProps< FieldConsentAttributes >
) {
	const { attributes, setAttributes } = props;
	const consentType = safeConsentType( attributes.consentType );
	const messageKey = consentMessageKey( consentType );
	const isExplicit = consentType === 'explicit';
	const message = (
		<PlainTextEditable
			className="tessera-field__consent-message"
			value={ shownConsentMessage(
				consentType,
				attributes[ messageKey ]
			) }
			onChange={ ( next ) => setAttributes( { [ messageKey ]: next } ) }
			placeholder={ __( 'Add a consent message…', 'tessera' ) }
			aria-label={ __( 'Consent message', 'tessera' ) }
		/>
	);

	return (
		<FieldShell
			{ ...props }
			className={ `tessera-field--consent is-${ consentType }` }
			canBeRequired={ isExplicit }
			settings={
				<>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Permission to email', 'tessera' ) }
						value={ consentType }
						options={ [
							{
								label: __(
									'Mention that you can email',
									'tessera'
								),
								value: 'implicit',
							},
							{
								label: __(
									'Add a privacy checkbox',
									'tessera'
								),
								value: 'explicit',
							},
						] }
						onChange={ ( next ) =>
							setAttributes( {
								consentType: safeConsentType( next ),
								...( next === 'explicit'
									? {}
									: { required: false } ),
							} )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Label', 'tessera' ) }
						help={ __(
							'Names the answer in responses.',
							'tessera'
						) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
					/>
				</>
			}
		>
			{ isExplicit ? (
				<div className="tessera-field__option">
					<ChoiceMark kind="checkbox" />
					<span className="tessera-field__option-label">
						{ message }
						{ attributes.required && (
							<>
								{ ' ' }
								<RequiredMarker />
							</>
						) }
					</span>
				</div>
			) : (
				<p className="tessera-field__consent">{ message }</p>
			) }
		</FieldShell>
	);
}
