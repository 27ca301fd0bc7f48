import { Button, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

interface Props {
	value: string;
	onChange: ( value: string ) => void;
	onSubmit: () => void;
}

/** 'Search for a term or paste a Giphy URL' with its Search button. */
export default function SearchForm( { value, onChange, onSubmit }: Props ) {
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		onSubmit();
	};
	const label = __( 'Search for a term or paste a Giphy URL', 'tessera' );
	return (
		<form className="wp-block-tessera-gif__search" onSubmit={ submit }>
			<TextControl
				label={ label }
				hideLabelFromVision
				placeholder={ label }
				value={ value }
				onChange={ onChange }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<Button variant="secondary" type="submit" __next40pxDefaultSize>
				{ __( 'Search', 'tessera' ) }
			</Button>
		</form>
	);
}
