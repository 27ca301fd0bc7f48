import {
	attributesFromUrl,
	embedUrl,
	holdsSchedulingAddress,
	isEmbedColor,
	isValidSchedulingUrl,
	normalizeSchedulingUrl,
	parseEmbedCode,
} from '../parse';

const INLINE_EMBED = `<!-- Calendly inline widget begin -->
<div class="calendly-inline-widget" data-url="https://calendly.com/tessera-demo/30min?hide_event_type_details=1&background_color=1e1e1e&primary_color=f0b849&text_color=ffffff" style="min-width:320px;height:630px;"></div>
<script type="text/javascript" src="https://assets.calendly.com/assets/external/widget.js" async></script>
<!-- Calendly inline widget end -->`;

const POPUP_TEXT_EMBED = `<link href="https://assets.calendly.com/assets/external/widget.css" rel="stylesheet">
<script src="https://assets.calendly.com/assets/external/widget.js" type="text/javascript" async></script>
<a href="" onclick="Calendly.initPopupWidget({url: 'https://calendly.com/tessera-demo/intro-call'});return false;">Book &amp; talk</a>`;

const BADGE_EMBED = `<script type="text/javascript">window.onload = function() { Calendly.initBadgeWidget({ url: 'https://calendly.com/harbour-dental/check-up', text: 'Schedule time with me', color: '#0069ff', textColor: '#ffffff', branding: true }); }</script>`;

describe( 'parseEmbedCode', () => {
	it.each( [
		[
			'https://calendly.com/tessera-demo',
			'https://calendly.com/tessera-demo',
		],
		[
			'calendly.com/tessera-demo/30min',
			'https://calendly.com/tessera-demo/30min',
		],
		[
			'http://calendly.com/tessera-demo/30min',
			'https://calendly.com/tessera-demo/30min',
		],
		[
			'  https://CALENDLY.com/tessera-demo/30min  ',
			'https://calendly.com/tessera-demo/30min',
		],
		[
			'Book me: https://calendly.com/tessera-demo/30min today',
			'https://calendly.com/tessera-demo/30min',
		],
	] )( 'reads the plain link %p', ( input, url ) => {
		expect( parseEmbedCode( input ) ).toEqual( { url } );
	} );

	it.each( [
		'',
		'   ',
		'https://example.org/tessera-demo',
		'https://calendly.com.evil.example/x',
		'https://evil.example/?u=calendly.com',
		'https://user:pass@calendly.com/x',
		'https://calendly.com:8443/x',
		'notcalendly.com/x',
		'<script>alert(1)</script>',
		42,
		undefined,
	] )( 'refuses %p', ( input ) => {
		expect( parseEmbedCode( input ) ).toBeUndefined();
	} );

	it( 'reads an inline embed code: the address, the colours and the details flag', () => {
		expect( parseEmbedCode( INLINE_EMBED ) ).toEqual( {
			url: 'https://calendly.com/tessera-demo/30min',
			style: 'inline',
			hideEventTypeDetails: true,
			backgroundColor: '1e1e1e',
			primaryColor: 'f0b849',
			textColor: 'ffffff',
		} );
	} );

	it( 'reads a popup text embed code into the link style with the button text', () => {
		expect( parseEmbedCode( POPUP_TEXT_EMBED ) ).toEqual( {
			url: 'https://calendly.com/tessera-demo/intro-call',
			style: 'link',
			buttonAttributes: { text: 'Book &amp; talk' },
		} );
	} );

	it( 'reads a badge embed code into the link style with the button text and colours', () => {
		expect( parseEmbedCode( BADGE_EMBED ) ).toEqual( {
			url: 'https://calendly.com/harbour-dental/check-up',
			style: 'link',
			buttonAttributes: {
				text: 'Schedule time with me',
				textColor: undefined,
				customTextColor: '#ffffff',
				backgroundColor: undefined,
				customBackgroundColor: '#0069ff',
			},
		} );
	} );

	it( 'drops button colours that are not colours and escapes the text', () => {
		const parsed = parseEmbedCode(
			"Calendly.initBadgeWidget({ url: 'https://calendly.com/x', text: '<img src=x onerror=alert(1)>', color: 'red;background:url(x)', textColor: 'expression(1)' })"
		);
		expect( parsed?.buttonAttributes ).toEqual( {} );
		expect(
			parseEmbedCode(
				"Calendly.initPopupWidget({url: 'https://calendly.com/x'});return false;\">Fish <b>&amp;</b> chips</a>"
			)?.buttonAttributes
		).toEqual( { text: 'Fish &amp; chips' } );
	} );
} );

describe( 'attributesFromUrl', () => {
	it( 'keeps colours of exactly six letters or digits only', () => {
		expect(
			attributesFromUrl(
				'https://calendly.com/x?background_color=abc&primary_color=1234567&text_color=zz99zz'
			)
		).toEqual( { url: 'https://calendly.com/x', textColor: 'zz99zz' } );
		expect(
			attributesFromUrl(
				'https://calendly.com/x?background_color=%3Cscript&hide_event_type_details=0'
			)
		).toEqual( {
			url: 'https://calendly.com/x',
			hideEventTypeDetails: false,
		} );
	} );

	it( 'drops the query and the fragment from the address', () => {
		expect(
			attributesFromUrl( 'https://calendly.com/x/y?month=2026-01#top' )
				.url
		).toBe( 'https://calendly.com/x/y' );
	} );
} );

describe( 'validation', () => {
	it( 'accepts an empty url or one on the scheduling host over https', () => {
		expect( isValidSchedulingUrl( undefined ) ).toBe( true );
		expect( isValidSchedulingUrl( '' ) ).toBe( true );
		expect( isValidSchedulingUrl( 'https://calendly.com/x' ) ).toBe( true );
		expect( isValidSchedulingUrl( 'http://calendly.com/x' ) ).toBe( false );
		expect(
			isValidSchedulingUrl( 'https://calendly.com.evil.example/x' )
		).toBe( false );
		expect( isValidSchedulingUrl( 'javascript:alert(1)' ) ).toBe( false );
	} );

	it( 'normalizes to https on calendly.com only', () => {
		expect( normalizeSchedulingUrl( 'http://calendly.com/a' ) ).toBe(
			'https://calendly.com/a'
		);
		expect(
			normalizeSchedulingUrl( 'https://www.calendly.com/a' )
		).toBeUndefined();
		expect( normalizeSchedulingUrl( 'nonsense' ) ).toBeUndefined();
	} );

	it( 'knows an embed colour', () => {
		expect( isEmbedColor( '00A2FF' ) ).toBe( true );
		expect( isEmbedColor( '#00A2FF' ) ).toBe( false );
		expect( isEmbedColor( '00A2F' ) ).toBe( false );
	} );

	it( 'finds scheduling addresses in pasted text', () => {
		expect(
			holdsSchedulingAddress( 'See calendly.com/tessera-demo' )
		).toBe( false );
		expect(
			holdsSchedulingAddress( 'See https://calendly.com/tessera-demo' )
		).toBe( true );
		expect( holdsSchedulingAddress( 'Just text' ) ).toBe( false );
	} );
} );

describe( 'embedUrl', () => {
	it( 'carries embed_domain, embed_type, hide_event_type_details and the three colours', () => {
		const url = new URL(
			embedUrl(
				'https://calendly.com/tessera-demo/30min',
				{
					hideEventTypeDetails: true,
					backgroundColor: '1e1e1e',
					primaryColor: 'f0b849',
					textColor: 'ffffff',
				},
				'example.org'
			)
		);
		expect( url.origin + url.pathname ).toBe(
			'https://calendly.com/tessera-demo/30min'
		);
		expect( Object.fromEntries( url.searchParams ) ).toEqual( {
			embed_domain: 'example.org',
			embed_type: 'Inline',
			hide_event_type_details: '1',
			background_color: '1e1e1e',
			primary_color: 'f0b849',
			text_color: 'ffffff',
		} );
	} );

	it( 'uses the default colours and 0 when nothing valid is set', () => {
		const url = new URL(
			embedUrl(
				'https://calendly.com/x',
				{ backgroundColor: 'red;x' },
				'example.org'
			)
		);
		expect( Object.fromEntries( url.searchParams ) ).toMatchObject( {
			hide_event_type_details: '0',
			background_color: 'ffffff',
			primary_color: '00A2FF',
			text_color: '4D5055',
		} );
	} );
} );
