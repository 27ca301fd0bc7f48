import { escapeHTML } from '@wordpress/escape-html';
import { RichText } from '@wordpress/block-editor';

interface Props {
	value: string;
	onChange: ( value: string ) => void;
	className: string;
	placeholder: string;
	'aria-label': string;
}

/**
 * Text edited in place and stored as plain text. RichText without formats hands back plain text
 * but reads what it is given as HTML, so the stored text is escaped on the way in: a label
 * `<b>Yes</b> & no` shows those very characters instead of vanishing into markup.
 */
export function PlainTextEditable( { value, ...props }: Props ) {
	return (
		<RichText
			tagName="span"
			{ ...props }
			value={ escapeHTML( value ) }
			allowedFormats={ [] }
			withoutInteractiveFormatting
			disableLineBreaks
			__unstableDisableFormats
		/>
	);
}
