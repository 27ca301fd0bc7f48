import { Button, TextControl } from '@wordpress/components';
import { __, _x } from '@wordpress/i18n';
import type { FormEvent } from 'react';

interface Props {
	embedCode: string;
	onChange: ( value: string ) => void;
	onSubmit: () => void;
	className?: string;
	/** The sidebar's form uses the components' text field (the canvas styles the placeholder's). */
	inSidebar?: boolean;
}

/** The scheduling address or embed code input with 'Embed' (placeholder and sidebar). */
export default function EmbedForm( {
	embedCode,
	onChange,
	onSubmit,
	className,
	inSidebar = false,
}: Props ) {
	const label = __( 'Calendly web address or embed code', 'tessera' );
	const placeholder = __( 'Calendly web address or embed code…', 'tessera' );
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		onSubmit();
	};
	return (
		<form className={ className } onSubmit={ submit }>
			{ inSidebar ? (
				<TextControl
					label={ label }
					hideLabelFromVision
					placeholder={ placeholder }
					value={ embedCode }
					onChange={ onChange }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			) : (
				<input
					type="text"
					className="components-placeholder__input"
					aria-label={ label }
					placeholder={ placeholder }
					value={ embedCode }
					onChange={ ( event ) => onChange( event.target.value ) }
				/>
			) }
			<Button variant="secondary" type="submit" __next40pxDefaultSize>
				{ _x( 'Embed', 'button label', 'tessera' ) }
			</Button>
		</form>
	);
}
