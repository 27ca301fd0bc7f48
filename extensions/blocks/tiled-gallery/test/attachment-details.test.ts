import {
	idsMissingDetails,
	withAttachmentDetails,
} from '../attachment-details';
import type { GalleryImage } from '../types';

const full: GalleryImage = {
	id: 1,
	url: '/a.jpg',
	alt: 'A',
	width: 1600,
	height: 1200,
	link: '/?attachment_id=1',
};
const fromCore: GalleryImage = { id: 2, url: '/b.jpg', alt: 'B' };
const noId: GalleryImage = { url: '/c.jpg', alt: 'C' };

describe( 'idsMissingDetails', () => {
	it( 'asks for the images lacking a size or a page, never for one without an id', () => {
		expect(
			idsMissingDetails( [
				full,
				fromCore,
				noId,
				{ ...full, id: 3, height: undefined },
				{ ...full, id: 4, width: 0 },
				{ ...full, id: 5, link: undefined },
			] )
		).toStrictEqual( [ 2, 3, 4, 5 ] );
	} );
} );

describe( 'withAttachmentDetails', () => {
	it( 'fills in the file size and the attachment page from the records', () => {
		expect(
			withAttachmentDetails(
				[ full, fromCore, noId ],
				[
					{
						id: 2,
						link: '/?attachment_id=2',
						media_details: { width: 900, height: 1350 },
					},
				]
			)
		).toStrictEqual( [
			full,
			{
				...fromCore,
				width: 900,
				height: 1350,
				link: '/?attachment_id=2',
			},
			noId,
		] );
	} );

	it( 'keeps what an image has and ignores sizes that are not whole positive numbers', () => {
		expect(
			withAttachmentDetails(
				[ { ...full, link: undefined }, fromCore ],
				[
					{
						id: 1,
						link: '/?attachment_id=1',
						media_details: { width: 10, height: 10 },
					},
					{ id: 2, media_details: { width: '900', height: 1350 } },
				]
			)
		).toStrictEqual( [ full, fromCore ] );
	} );

	it( 'says when nothing changes', () => {
		expect(
			withAttachmentDetails(
				[ full, fromCore ],
				[
					{ id: 1, media_details: { width: 1, height: 1 } },
					{ id: 2, media_details: { width: 0.5, height: 1 } },
					{ id: 9, media_details: { width: 800, height: 600 } },
				]
			)
		).toBeUndefined();
	} );
} );
