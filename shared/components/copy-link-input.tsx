import { Button, TextControl } from '@wordpress/components';
import { useCopyToClipboard } from '@wordpress/compose';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FocusEvent } from 'react';
import './copy-link-input.scss';

/** How long 'Copied!' stays before the button reads 'Copy' again. */
export const COPIED_MS = 3000;

interface Props {
	link: string;
	label: string;
	/** Hide the label visually (it stays for screen readers). */
	hideLabelFromVision?: boolean;
}

/**
 * A read-only field holding a link, with a 'Copy' button that puts the link on the clipboard and
 * reads 'Copied!' for a few seconds.
 *
 * @param props                     The component's props.
 * @param props.link                The link to show and copy.
 * @param props.label               The field's label.
 * @param props.hideLabelFromVision Whether the label is for screen readers only.
 */
export function CopyLinkInput( { link, label, hideLabelFromVision }: Props ) {
	const [ copied, setCopied ] = useState( false );
	const buttonRef = useCopyToClipboard< HTMLButtonElement >( link, () =>
		setCopied( true )
	);

	useEffect( () => {
		if ( ! copied ) {
			return;
		}
		const timer = setTimeout( () => setCopied( false ), COPIED_MS );
		return () => clearTimeout( timer );
	}, [ copied ] );

	return (
		<div className="tessera-copy-link-input">
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				hideLabelFromVision={ hideLabelFromVision }
				value={ link }
				readOnly
				onChange={ () => undefined }
				onFocus={ ( event: FocusEvent< HTMLInputElement > ) =>
					event.target.select()
				}
			/>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				ref={ buttonRef }
				aria-live="polite"
			>
				{ copied
					? __( 'Copied!', 'tessera' )
					: __( 'Copy', 'tessera' ) }
			</Button>
		</div>
	);
}
