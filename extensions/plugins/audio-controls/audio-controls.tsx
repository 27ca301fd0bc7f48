import { Button } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	bindMediaElement,
	type BoundElement,
} from '../../../shared/media-player/bind-element';
import { editorMediaStore } from '../../../shared/media-player/store';
import {
	JUMP_BACK_S,
	SKIP_FORWARD_S,
} from '../../../shared/media-player/timing';
import './editor.scss';

/** The Audio block's element, found in the document (the editor canvas) the controls are in. */
function audioOf(
	marker: HTMLElement | null,
	clientId: string
): HTMLAudioElement | null {
	return (
		marker?.ownerDocument.querySelector< HTMLAudioElement >(
			`[data-block="${ CSS.escape( clientId ) }"] audio`
		) ?? null
	);
}

export default function AudioControls( { clientId }: { clientId: string } ) {
	const ref = useRef< HTMLDivElement >( null );
	const [ bound, setBound ] = useState< BoundElement >();

	useEffect( () => {
		const audio = audioOf( ref.current, clientId );
		if ( ! audio ) {
			return undefined;
		}
		audio.id ||= `tessera-audio-${ clientId }`;
		const binding = bindMediaElement( audio, editorMediaStore(), clientId );
		setBound( binding );
		return () => binding.unbind();
	}, [ clientId ] );

	return (
		<div className="tessera-audio-controls" ref={ ref }>
			<Button
				variant="secondary"
				size="compact"
				disabled={ ! bound }
				onClick={ () => bound?.seekBy( -JUMP_BACK_S ) }
			>
				{ __( 'Jump back 5 seconds', 'tessera' ) }
			</Button>
			<Button
				variant="secondary"
				size="compact"
				disabled={ ! bound }
				onClick={ () => bound?.seekBy( SKIP_FORWARD_S ) }
			>
				{ __( 'Skip forward 30 seconds', 'tessera' ) }
			</Button>
		</div>
	);
}
