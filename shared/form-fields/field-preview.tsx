/**
 * What a visitor will see in place of the input, drawn in the editor with the class names of the
 * visitor's markup (shared/form-fields/render/controls.ts), so one stylesheet draws both. The
 * controls are only a picture: hidden from assistive technology and out of the tab order (the
 * label and settings are what is edited).
 */
export type InputKind = 'text' | 'email' | 'url' | 'tel' | 'date' | 'textarea';

export type ChoiceKind = 'checkbox' | 'radio' | 'select';

const PICTURE = {
	'aria-hidden': true,
	tabIndex: -1,
	readOnly: true,
} as const;

export function InputPreview( {
	type,
	placeholder,
	defaultValue,
}: {
	type: InputKind;
	placeholder: string;
	defaultValue: string;
} ) {
	if ( type === 'textarea' ) {
		return (
			<textarea
				{ ...PICTURE }
				className="tessera-field__input"
				rows={ 5 }
				placeholder={ placeholder || undefined }
				value={ defaultValue }
			/>
		);
	}
	return (
		<input
			{ ...PICTURE }
			className="tessera-field__input"
			type={ type }
			placeholder={ placeholder || undefined }
			value={ defaultValue }
		/>
	);
}

/** A tick box or radio button before a line of text (checkbox, consent, option lists). */
export function ChoiceMark( {
	kind,
	checked = false,
}: {
	kind: 'checkbox' | 'radio';
	checked?: boolean;
} ) {
	return (
		<input
			{ ...PICTURE }
			className="tessera-field__check"
			type={ kind }
			checked={ checked }
			onChange={ () => undefined }
		/>
	);
}

export function ChoicePreview( {
	kind,
	options,
	placeholder = '',
}: {
	kind: ChoiceKind;
	options: string[];
	placeholder?: string;
} ) {
	const shown = options.filter( ( option ) => option.trim() !== '' );
	if ( kind === 'select' ) {
		// As for visitors: nothing chosen yet, the placeholder (or a dash) showing.
		return (
			<select
				aria-hidden
				tabIndex={ -1 }
				className="tessera-field__input"
				value=""
				onChange={ () => undefined }
			>
				<option value="">{ placeholder || '—' }</option>
				{ shown.map( ( option, index ) => (
					<option key={ index } value={ option }>
						{ option }
					</option>
				) ) }
			</select>
		);
	}
	return (
		<>
			{ shown.map( ( option, index ) => (
				<span key={ index } className="tessera-field__option">
					<ChoiceMark kind={ kind } />
					<span className="tessera-field__option-label">
						{ option }
					</span>
				</span>
			) ) }
		</>
	);
}
