import { Button } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { closeSmall, plus } from '@wordpress/icons';
import type { KeyboardEvent } from 'react';
import { ChoiceMark } from './field-preview';
import type { ChoiceKind } from './field-preview';
import {
	changeOption,
	focusAfterRemoval,
	insertOptionAfter,
	removeOption,
} from './options';

interface Props {
	kind: ChoiceKind;
	options: string[];
	onChange: ( options: string[] ) => void;
}

type FocusTarget = number | 'add' | null;

/**
 * The options of a checkbox group, radio or select, one text box each. Enter adds an option
 * after the current one and moves there; Backspace in an empty option removes it and moves to the
 * previous one. A field without options shows one empty box to start.
 */
export function OptionList( { kind, options, onChange }: Props ) {
	const shown = options.length > 0 ? options : [ '' ];
	const inputs = useRef< Array< HTMLInputElement | null > >( [] );
	const addButton = useRef< HTMLButtonElement >( null );
	const [ focusTarget, setFocusTarget ] = useState< FocusTarget >( null );

	// The option to focus may appear only once the new options come back from the store.
	useEffect( () => {
		if ( focusTarget === null ) {
			return;
		}
		const element =
			focusTarget === 'add'
				? addButton.current
				: inputs.current[ focusTarget ];
		if ( element ) {
			element.focus();
			setFocusTarget( null );
		}
	}, [ focusTarget, shown.length ] );

	const onKeyDown = (
		event: KeyboardEvent< HTMLInputElement >,
		index: number
	) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			onChange( insertOptionAfter( shown, index ) );
			setFocusTarget( index + 1 );
		} else if (
			event.key === 'Backspace' &&
			shown[ index ] === '' &&
			options.length > 0
		) {
			event.preventDefault();
			const remaining = removeOption( shown, index );
			onChange( remaining );
			setFocusTarget(
				focusAfterRemoval( index, remaining.length ) ?? 'add'
			);
		}
	};

	const remove = ( index: number ) => {
		const remaining = removeOption( shown, index );
		onChange( remaining );
		setFocusTarget( focusAfterRemoval( index, remaining.length ) ?? 'add' );
	};

	return (
		<div className="tessera-field__option-editor">
			<ul className="tessera-field__options">
				{ shown.map( ( option, index ) => (
					<li key={ index } className="tessera-field__option">
						{ kind !== 'select' && <ChoiceMark kind={ kind } /> }
						<input
							ref={ ( element ) => {
								inputs.current[ index ] = element;
							} }
							type="text"
							className="tessera-field__option-input"
							value={ option }
							placeholder={ __( 'Add option…', 'tessera' ) }
							aria-label={ sprintf(
								/* translators: %d: position of the option in the list. */
								__( 'Option %d', 'tessera' ),
								index + 1
							) }
							onChange={ ( event ) =>
								onChange(
									changeOption(
										shown,
										index,
										event.target.value
									)
								)
							}
							onKeyDown={ ( event ) => onKeyDown( event, index ) }
						/>
						<Button
							size="small"
							icon={ closeSmall }
							label={ sprintf(
								/* translators: %d: position of the option in the list. */
								__( 'Remove option %d', 'tessera' ),
								index + 1
							) }
							onClick={ () => remove( index ) }
						/>
					</li>
				) ) }
			</ul>
			<Button
				ref={ addButton }
				variant="tertiary"
				icon={ plus }
				__next40pxDefaultSize
				className="tessera-field__add-option"
				onClick={ () => {
					onChange( [ ...shown, '' ] );
					setFocusTarget( shown.length );
				} }
			>
				{ __( 'Add option', 'tessera' ) }
			</Button>
		</div>
	);
}
