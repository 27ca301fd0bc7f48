import { PlainText } from '@wordpress/block-editor';
import type { KeyboardEvent } from 'react';
import { isEnterKey, toSingleLine } from './single-line';

interface Props {
	value: string;
	label: string;
	className?: string;
	onChange: ( value: string ) => void;
}

/** A labelled one-line text field for the contact blocks: Enter does nothing. */
export default function SingleLineText( {
	value,
	label,
	className,
	onChange,
}: Props ) {
	return (
		<PlainText
			className={ className }
			value={ value }
			placeholder={ label }
			aria-label={ label }
			rows={ 1 }
			onChange={ ( next: string ) => onChange( toSingleLine( next ) ) }
			onKeyDown={ ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
				if ( isEnterKey( event ) ) {
					event.preventDefault();
				}
			} }
		/>
	);
}
