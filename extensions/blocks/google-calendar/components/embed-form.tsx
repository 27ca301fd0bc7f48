import { Button, TextareaControl } from '@wordpress/components';
import { __, _x } from '@wordpress/i18n';
import type { FormEvent } from 'react';

interface Props {
	value: string;
	onChange: ( value: string ) => void;
	onSubmit: () => void;
}

/** The address or iframe code textarea with 'Embed' (placeholder and sidebar). */
export default function EmbedForm( { value, onChange, onSubmit }: Props ) {
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		onSubmit();
	};
	return (
		<form
			className="wp-block-tessera-google-calendar__form"
			onSubmit={ submit }
		>
			<TextareaControl
				label={ __( 'Google Calendar URL or iframe', 'tessera' ) }
				hideLabelFromVision
				placeholder={ __(
					'Enter URL or iframe to embed here…',
					'tessera'
				) }
				value={ value }
				onChange={ onChange }
				__nextHasNoMarginBottom
			/>
			<Button variant="secondary" type="submit" __next40pxDefaultSize>
				{ _x( 'Embed', 'button label', 'tessera' ) }
			</Button>
		</form>
	);
}
