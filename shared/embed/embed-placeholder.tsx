import { Button, ExternalLink, Placeholder } from '@wordpress/components';
import { __, _x } from '@wordpress/i18n';
import type { FormEvent, ReactNode } from 'react';

interface Props {
	icon: JSX.Element;
	label: string;
	instructions: string;
	/** The input's accessible name and placeholder. */
	inputLabel: string;
	value: string;
	onChange: ( value: string ) => void;
	onSubmit: () => void;
	/** The last address could not be embedded: say so and offer the link. */
	cannotEmbed?: boolean;
	onConvertToLink?: () => void;
	learnMore?: { href: string; label: string };
	/** Further links or notes below the form. */
	children?: ReactNode;
}

/**
 * The URL form of an embed block: an address input with 'Embed', an optional learn-more link,
 * and after a failure 'Sorry, this content could not be embedded.' with 'Convert block to link'.
 */
export default function EmbedPlaceholder( props: Props ) {
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		props.onSubmit();
	};
	return (
		<Placeholder
			icon={ props.icon }
			label={ props.label }
			instructions={ props.instructions }
			className="wp-block-embed tessera-embed-placeholder"
		>
			<form
				className="tessera-embed-placeholder__form"
				onSubmit={ submit }
			>
				<input
					type="url"
					className="components-placeholder__input"
					aria-label={ props.inputLabel }
					placeholder={ props.inputLabel }
					value={ props.value }
					onChange={ ( event ) =>
						props.onChange( event.target.value )
					}
				/>
				<Button variant="primary" type="submit" __next40pxDefaultSize>
					{ _x( 'Embed', 'button label', 'tessera' ) }
				</Button>
			</form>
			{ props.learnMore && (
				<div className="tessera-embed-placeholder__learn-more">
					<ExternalLink href={ props.learnMore.href }>
						{ props.learnMore.label }
					</ExternalLink>
				</div>
			) }
			{ props.children }
			{ props.cannotEmbed && (
				<div className="components-placeholder__error" role="alert">
					<div className="components-placeholder__instructions">
						{ __(
							'Sorry, this content could not be embedded.',
							'tessera'
						) }
					</div>
					{ props.onConvertToLink && (
						<Button
							variant="secondary"
							onClick={ props.onConvertToLink }
							__next40pxDefaultSize
						>
							{ _x(
								'Convert block to link',
								'button label',
								'tessera'
							) }
						</Button>
					) }
				</div>
			) }
		</Placeholder>
	);
}
