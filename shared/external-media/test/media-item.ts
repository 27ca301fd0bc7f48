import type { ExternalMediaItem } from '../types';

/** An image of a listing, named by its id. */
export const mediaItem = ( id: string ): ExternalMediaItem => ( {
	ID: id,
	guid: id,
	type: 'image',
	name: `${ id }.jpg`,
	title: id,
	caption: '',
	URL: `https://example.test/${ id }`,
	thumbnails: { thumbnail: '', large: '' },
} );
