import { Button, Notice, Placeholder } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _x } from '@wordpress/i18n';
import { rss } from '@wordpress/icons';
import type { FormEvent } from 'react';

interface Props {
	initialUrl: string;
	error: string;
	onSubmit: ( input: string ) => void;
}

/** The placeholder: the feed address and 'Embed', with the last error above them. */
export default function FeedForm( { initialUrl, error, onSubmit }: Props ) {
	const [ input, setInput ] = useState( initialUrl );
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		onSubmit( input );
	};
	return (
		<Placeholder
			icon={ rss }
			label={ __( 'Podcast Player', 'tessera' ) }
			instructions={ __( 'Enter your podcast RSS feed URL.', 'tessera' ) }
			className="wp-block-tessera-podcast-player__placeholder"
		>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<form onSubmit={ submit }>
				<input
					type="text"
					className="components-placeholder__input"
					aria-label={ __( 'Podcast RSS feed URL', 'tessera' ) }
					placeholder={ __( 'Enter URL here…', 'tessera' ) }
					value={ input }
					onChange={ ( event ) => setInput( event.target.value ) }
				/>
				<Button variant="primary" type="submit" __next40pxDefaultSize>
					{ _x( 'Embed', 'button label', 'tessera' ) }
				</Button>
			</form>
		</Placeholder>
	);
}
