import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const PRODUCTS = '/wp-json/wp/v2/jp_pay_product';

const product = ( meta: Record< string, unknown > = {} ) => ( {
	title: 'Ceramic mug',
	content: 'Sea green.',
	status: 'draft',
	meta: {
		spay_currency: 'EUR',
		spay_email: 'shop@example.com',
		spay_multiple: true,
		spay_price: 24.5,
		...meta,
	},
} );

const countProducts = () =>
	site.count(
		"SELECT COUNT(*) AS n FROM posts WHERE post_type = 'jp_pay_product'"
	);

describe( 'the jp_pay_product post type', () => {
	it( 'stores a product as a draft, then publishes it with its meta', async () => {
		const created = await site.admin.post( PRODUCTS, product() );
		expect( created.statusCode ).toBe( 201 );
		const { id, status, meta, type } = created.json();
		expect( { status, meta, type } ).toStrictEqual( {
			status: 'draft',
			type: 'jp_pay_product',
			meta: {
				spay_currency: 'EUR',
				spay_email: 'shop@example.com',
				spay_multiple: true,
				spay_price: 24.5,
			},
		} );
		const published = await site.admin.post( `${ PRODUCTS }/${ id }`, {
			status: 'publish',
			meta: { spay_price: 30 },
		} );
		expect( published.statusCode ).toBe( 200 );
		expect( published.json().status ).toBe( 'publish' );
		expect( published.json().meta.spay_price ).toBe( 30 );
		expect( countProducts() ).toBe( 1 );
	} );

	it.each( [
		[
			{ spay_email: 'shop@example' },
			'spay_email',
			'shop@example is not a valid email address.',
		],
		[
			{ spay_email: '' },
			'spay_email',
			'We want to make sure payments reach you, so please add an email address.',
		],
		[
			{ spay_price: -3 },
			'spay_price',
			'Your price is negative — enter a positive number so people can pay the right amount.',
		],
		[
			{ spay_price: 0 },
			'spay_price',
			'If you’re selling something, you need a price tag. Add yours here.',
		],
		[
			{ spay_price: 2.505 },
			'spay_price',
			'The price cannot have more than 2 decimal places.',
		],
		[
			{ spay_currency: 'JPY', spay_price: 500.5 },
			'spay_price',
			'We know every penny counts, but prices in this currency can’t contain decimal values.',
		],
		[
			{ spay_currency: 'XYZ' },
			'spay_currency',
			'Please choose a currency from the list.',
		],
	] )(
		'refuses %j naming the key, and stores nothing',
		async ( meta, key, message ) => {
			const response = await site.admin.post( PRODUCTS, product( meta ) );
			const body = expectError( response, 400, 'rest_invalid_param' );
			expect( body.data ).toStrictEqual( {
				status: 400,
				params: { meta: message },
				key,
			} );
			expect( countProducts() ).toBe( 0 );
		}
	);

	it( 'refuses a price that is not a number by its type', async () => {
		const response = await site.admin.post(
			PRODUCTS,
			product( { spay_price: 'ten' } )
		);
		expectError( response, 400, 'rest_invalid_param' );
		expect( countProducts() ).toBe( 0 );
	} );

	it( 'lets contributors keep drafts only, and visitors nothing', async () => {
		const contributor = await site.as( 'contributor' );
		const draft = await contributor.post( PRODUCTS, product() );
		expect( draft.statusCode ).toBe( 201 );
		const publish = await contributor.post(
			`${ PRODUCTS }/${ draft.json().id }`,
			{ status: 'publish' }
		);
		expectError( publish, 403, 'rest_cannot_publish' );
		expectError(
			await site.anonymous.post( PRODUCTS, product() ),
			401,
			'rest_cannot_create'
		);
	} );
} );
