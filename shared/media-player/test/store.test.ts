import { select } from '@wordpress/data';
import { registerMediaSource, toggleMediaSource } from '../actions';
import { editorMediaStore, ensureMediaPlayerStore, store } from '../store';

describe( 'the editor media-player store', () => {
	it( 'registers once and carries the reducer through the controller interface', () => {
		ensureMediaPlayerStore();
		ensureMediaPlayerStore();
		const media = editorMediaStore();
		const heard: string[] = [];
		const stop = media.subscribe( () =>
			heard.push( media.getState().sources.x?.state ?? 'none' )
		);
		media.dispatch( registerMediaSource( 'x', { domId: 'audio-x' } ) );
		media.dispatch( toggleMediaSource() );
		stop();
		expect( heard ).toStrictEqual( [ 'is-paused', 'is-playing' ] );
		expect( select( store ).getMediaSourceDomReference() ).toBe(
			'audio-x'
		);
	} );
} );
