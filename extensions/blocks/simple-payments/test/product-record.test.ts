import metadata from '../block.json';
import {
	attributesFromProduct,
	productRecord,
	saveErrorField,
} from '../product-record';
import type { SimplePaymentsAttributes } from '../types';

const defaults = Object.fromEntries(
	Object.entries( metadata.attributes ).flatMap( ( [ key, value ] ) =>
		'default' in value ? [ [ key, value.default ] ] : []
	)
) as unknown as SimplePaymentsAttributes;

const block = ( changes: Partial< SimplePaymentsAttributes > = {} ) => ( {
	...defaults,
	title: ' Mug ',
	content: 'Green.',
	email: ' shop@example.com ',
	currency: 'EUR',
	featuredMediaId: 4,
	multiple: true,
	price: 24.5,
	...changes,
} );

describe( 'the product a block saves', () => {
	it( 'is a draft the first time', () => {
		expect( productRecord( block(), '24.50' ) ).toStrictEqual( {
			title: 'Mug',
			content: 'Green.',
			featured_media: 4,
			status: 'draft',
			meta: {
				spay_currency: 'EUR',
				spay_email: 'shop@example.com',
				spay_multiple: true,
				spay_price: 24.5,
			},
		} );
	} );

	it( 'is published once it has an id', () => {
		expect(
			productRecord( block( { productId: 31 } ), '30' )
		).toStrictEqual( {
			id: 31,
			title: 'Mug',
			content: 'Green.',
			featured_media: 4,
			status: 'publish',
			meta: {
				spay_currency: 'EUR',
				spay_email: 'shop@example.com',
				spay_multiple: true,
				spay_price: 30,
			},
		} );
	} );

	it( 'has the block defaults of the spec', () => {
		expect( defaults ).toStrictEqual( {
			currency: 'USD',
			content: '',
			email: '',
			featuredMediaId: 0,
			featuredMediaUrl: '',
			featuredMediaTitle: '',
			multiple: false,
			postLinkUrl: '',
			postLinkText: 'Click here to purchase.',
			title: '',
		} );
	} );
} );

describe( 'a failed save', () => {
	it.each( [
		[
			{
				code: 'rest_invalid_param',
				data: { status: 400, key: 'spay_email' },
			},
			'email',
		],
		[
			{
				code: 'rest_invalid_param',
				data: { status: 400, key: 'spay_price' },
			},
			'price',
		],
		[
			{
				code: 'rest_invalid_param',
				data: { status: 400, key: 'spay_currency' },
			},
			undefined,
		],
		[
			{
				code: 'rest_invalid_param',
				data: { status: 400, key: 'toString' },
			},
			undefined,
		],
		[ { code: 'rest_cannot_create', data: { status: 403 } }, undefined ],
		[ new Error( 'offline' ), undefined ],
		[ null, undefined ],
	] )( '%j points at %j', ( error, field ) => {
		expect( saveErrorField( error ) ).toBe( field );
	} );
} );

describe( 'a block that knows only its product id', () => {
	it( 'takes the product’s fields', () => {
		expect(
			attributesFromProduct( {
				title: { raw: 'Tea towel' },
				content: { raw: 'Linen.' },
				featured_media: 0,
				meta: {
					spay_currency: 'JPY',
					spay_email: 'a@b.co',
					spay_multiple: false,
					spay_price: 500,
				},
			} )
		).toStrictEqual( {
			title: 'Tea towel',
			content: 'Linen.',
			featuredMediaId: 0,
			currency: 'JPY',
			email: 'a@b.co',
			multiple: false,
			price: 500,
		} );
	} );

	it( 'leaves the price unset when the product has none', () => {
		expect(
			attributesFromProduct( { meta: { spay_price: 0 } } )
		).toStrictEqual( {
			title: '',
			content: '',
			featuredMediaId: 0,
			currency: 'USD',
			email: '',
			multiple: false,
		} );
	} );
} );
