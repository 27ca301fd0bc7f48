import { render, screen, waitFor, within } from '@testing-library/react';
import {
	DEFAULT_PROFILE_IMAGE,
	LinkCardPreview,
	MicroblogPreview,
	SearchResultPreview,
} from '..';

jest.mock( '../../service-hosts/use-service-hosts', () => {
	const hosts = {
		'https://cdn.syndication.twimg.com':
			'/stand-ins/cdn.syndication.twimg.com',
		'https://pbs.twimg.com': '/stand-ins/pbs.twimg.com',
	};
	return { useServiceHosts: () => hosts };
} );

const QUOTED = {
	__typename: 'Tweet',
	id_str: '20',
	text: 'just setting up my twttr',
	display_text_range: [ 0, 24 ],
	created_at: '2006-03-21T20:50:14.000Z',
	user: {
		name: 'jack',
		screen_name: 'jack',
		profile_image_url_https:
			'https://pbs.twimg.com/profile_images/jack_normal.svg',
	},
	mediaDetails: [
		{
			type: 'photo',
			media_url_https: 'https://pbs.twimg.com/media/desk.svg',
			ext_alt_text: 'A desk',
		},
	],
};

const fetched: string[] = [];
beforeEach( () => {
	fetched.length = 0;
	window.fetch = jest.fn( async ( url: RequestInfo | URL ) => {
		fetched.push( String( url ) );
		const found = String( url ).includes( 'id=20&' );
		return {
			ok: found,
			json: async () => ( found ? QUOTED : {} ),
		} as Response;
	} );
} );

const HOSTILE =
	'<script>alert(1)</script> "quotes" "><img src=x onerror=alert(1)>';

describe( 'SearchResultPreview', () => {
	it( 'shows the breadcrumb address, the title and the description', () => {
		render(
			<SearchResultPreview
				url="https://example.com/2026/11/hello/"
				title="Hello world"
				description="<p>A <em>short</em> description.</p>"
			/>
		);
		const preview = screen.getByRole( 'group', {
			name: 'Search result preview',
		} );
		expect( preview ).toHaveTextContent(
			'https://example.com › 2026 › 11 › hello'
		);
		expect( preview ).toHaveTextContent( 'Hello world' );
		expect( preview ).toHaveTextContent( 'A short description.' );
	} );

	it( 'truncates a long title at a word boundary', () => {
		const title =
			'Twelve tips for photographing birds in flight without scaring them away from the feeder';
		render( <SearchResultPreview title={ title } description="" /> );
		expect(
			screen.getByText(
				'Twelve tips for photographing birds in flight without scaring them away…'
			)
		).toBeInTheDocument();
	} );

	it( 'shows hostile text as text', () => {
		const { container } = render(
			<SearchResultPreview title={ HOSTILE } description={ HOSTILE } />
		);
		expect( container.querySelector( 'script, img' ) ).toBeNull();
		expect(
			container.querySelector( '.tessera-search-preview__title' )
		).toHaveTextContent( '<script>alert(1)</script> "quotes"' );
	} );
} );

describe( 'LinkCardPreview', () => {
	it( 'shows the host and author, title, description and image', () => {
		const { container } = render(
			<LinkCardPreview
				url="https://www.example.com/post"
				title="A title"
				description="Some words"
				image="https://example.com/a.jpg"
				author="Alex Rivera"
				type="summary_large_image"
			/>
		);
		const card = screen.getByRole( 'group', { name: 'Link preview' } );
		expect( card ).toHaveClass( 'tessera-link-card--summary-large-image' );
		expect( card ).toHaveTextContent( 'EXAMPLE.COM | Alex Rivera' );
		expect( card ).toHaveTextContent( 'A title' );
		expect( card ).toHaveTextContent( 'Some words' );
		expect( container.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'https://example.com/a.jpg'
		);
	} );

	it( 'cuts the title at 80 and never loads a non-http image', () => {
		const { container } = render(
			<LinkCardPreview
				title={ 'x'.repeat( 81 ) }
				description=""
				image="javascript:alert(1)"
			/>
		);
		expect(
			screen.getByText( 'x'.repeat( 80 ) + '…' )
		).toBeInTheDocument();
		expect( container.querySelector( 'img' ) ).toBeNull();
		expect(
			screen.getByRole( 'group', { name: 'Link preview' } )
		).toHaveClass( 'tessera-link-card--summary' );
	} );
} );

describe( 'MicroblogPreview', () => {
	const base = {
		name: 'Alex Rivera',
		screenName: '@alex',
		date: '2026-11-22T12:00:00',
	};

	it( 'shows one post with the default profile image, header, text, card and footer', () => {
		const url = 'https://example.com/post';
		const { container } = render(
			<MicroblogPreview
				posts={ [
					{
						...base,
						text: `New post:\nread it (https://example.com/more) ${ url }`,
						urls: [ 'https://example.com/more' ],
						card: {
							title: 'Card title',
							description: 'd'.repeat( 201 ),
							url,
							type: 'summary_large_image',
						},
					},
				] }
			/>
		);
		const post = screen.getByRole( 'article' );
		expect(
			within( post ).getByAltText( 'Profile image' )
		).toHaveAttribute( 'src', DEFAULT_PROFILE_IMAGE );
		expect( post ).toHaveTextContent( 'Alex Rivera@alex' );
		expect( post ).toHaveTextContent( /Nov 22/ );
		const text = container.querySelector(
			'.tessera-microblog-preview__text'
		)!;
		expect( text.querySelectorAll( 'br' ) ).toHaveLength( 1 );
		expect( text ).not.toHaveTextContent( url );
		expect(
			within( post ).getByRole( 'link', {
				name: 'https://example.com/more',
			} )
		).toHaveAttribute( 'rel', 'noopener noreferrer' );
		expect( post ).toHaveTextContent( 'd'.repeat( 200 ) + '…' );
		expect(
			container.querySelector(
				'.tessera-microblog-preview__card--summary-large-image'
			)
		).not.toBeNull();
		const actions = within( post ).getByRole( 'list', {
			name: 'Post actions',
		} );
		expect( actions ).toHaveTextContent( 'ReplyRepostLikeShare' );
	} );

	it( 'previews a thread, joined by a line, with media and a locally drawn quoted post', async () => {
		const { container } = render(
			<MicroblogPreview
				posts={ [
					{
						...base,
						text: 'First',
						media: [
							{
								type: 'image/png',
								url: 'https://example.com/1.png',
								alt: 'One',
							},
							{
								type: 'video/mp4',
								url: 'https://example.com/v.mp4',
							},
							{
								type: 'image/png',
								url: 'https://example.com/2.png',
								alt: 'Two',
							},
						],
					},
					{
						...base,
						text: 'Second',
						tweet: 'https://twitter.com/jack/status/20',
					},
				] }
			/>
		);
		expect(
			screen.getByRole( 'list', { name: 'Thread preview' } )
		).toBeInTheDocument();
		const [ first, second ] = screen.getAllByRole( 'article' );
		expect(
			first.querySelector( '.tessera-microblog-preview__connector' )
		).not.toBeNull();
		expect(
			second.querySelector( '.tessera-microblog-preview__connector' )
		).toBeNull();
		expect( within( first ).getByAltText( 'One' ) ).toBeInTheDocument();
		expect( within( first ).getByAltText( 'Two' ) ).toBeInTheDocument();
		expect( first.querySelector( 'video' ) ).toBeNull();
		// Drawn from the post's data, asked of the stand-in through the service hosts.
		expect(
			await within( second ).findByText( 'just setting up my twttr' )
		).toBeInTheDocument();
		expect( second ).toHaveTextContent( 'jack@jack' );
		expect( within( second ).getByAltText( 'A desk' ) ).toHaveAttribute(
			'src',
			'http://localhost/stand-ins/pbs.twimg.com/media/desk.svg'
		);
		expect( fetched ).toHaveLength( 1 );
		expect( fetched[ 0 ] ).toMatch(
			/^http:\/\/localhost\/stand-ins\/cdn\.syndication\.twimg\.com\/tweet-result\?id=20&lang=en&token=\w+$/
		);
		expect(
			within( second ).getByRole( 'link', {
				name: 'https://twitter.com/jack/status/20',
			} )
		).toBeInTheDocument();
		expect( container.querySelector( 'iframe, script' ) ).toBeNull();
	} );

	it( 'keeps the address-only quote when the service has no such post', async () => {
		render(
			<MicroblogPreview
				posts={ [
					{
						...base,
						text: 'Gone',
						tweet: 'https://x.com/jack/status/21',
					},
				] }
			/>
		);
		const [ post ] = screen.getAllByRole( 'article' );
		await waitFor( () => expect( fetched ).toHaveLength( 1 ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( post ).toHaveTextContent( 'Quoted post@jack' );
	} );

	it( 'shows hostile text as text', () => {
		const { container } = render(
			<MicroblogPreview posts={ [ { text: HOSTILE, name: HOSTILE } ] } />
		);
		expect( container.querySelector( 'script' ) ).toBeNull();
		expect( container.querySelectorAll( 'img' ) ).toHaveLength( 1 ); // the profile image only
		expect(
			container.querySelector( '.tessera-microblog-preview__name' )
		).toHaveTextContent( HOSTILE );
	} );
} );
