import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { select } from '@wordpress/data';
import AudioControls from '../audio-controls';
import { store } from '../../../../shared/media-player/store';

function audioBlock( clientId: string ) {
	const wrapper = document.createElement( 'figure' );
	wrapper.dataset.block = clientId;
	const audio = document.createElement( 'audio' );
	audio.setAttribute( 'src', 'https://example.com/a.mp3' );
	Object.defineProperty( audio, 'duration', { get: () => 95 } );
	wrapper.append( audio );
	document.body.append( wrapper );
	return audio;
}

describe( 'the audio block controls', () => {
	it( 'register the block’s element and move it by 5 and 30 seconds within its length', async () => {
		const audio = audioBlock( 'block-1' );
		audio.currentTime = 12;
		const { unmount } = render( <AudioControls clientId="block-1" /> );
		const back = screen.getByRole( 'button', {
			name: 'Jump back 5 seconds',
		} );
		await waitFor( () => expect( back ).toBeEnabled() );
		expect( audio.id ).toBe( 'tessera-audio-block-1' );
		expect( select( store ).getMediaSource( 'block-1' ) ).toStrictEqual( {
			id: 'block-1',
			state: 'is-paused',
			currentTime: 0,
			duration: 0,
			domId: 'tessera-audio-block-1',
		} );

		await userEvent.click( back );
		expect( audio.currentTime ).toBe( 7 );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Skip forward 30 seconds' } )
		);
		expect( audio.currentTime ).toBe( 37 );
		expect( select( store ).getMediaSourceCurrentTime( 'block-1' ) ).toBe(
			37
		);
		audio.currentTime = 80;
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Skip forward 30 seconds' } )
		);
		expect( audio.currentTime ).toBe( 95 );

		unmount();
		expect( select( store ).getMediaSource( 'block-1' ) ).toBeUndefined();
	} );

	it( 'stay disabled when the block has no audio element', () => {
		render( <AudioControls clientId="missing" /> );
		expect(
			screen.getByRole( 'button', { name: 'Jump back 5 seconds' } )
		).toBeDisabled();
	} );
} );
