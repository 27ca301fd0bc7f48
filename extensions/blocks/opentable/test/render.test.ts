import { registerServiceHost } from '../../../../shared/service-hosts';
import { render } from '../render';
import type { OpentableAttributes } from '../types';

const context = { locale: 'fr_CA', origin: 'http://localhost:8888' };
const defaults: OpentableAttributes = {
	rid: [],
	style: 'standard',
	iframe: true,
	domain: 'com',
	newtab: false,
	negativeMargin: false,
};

beforeAll( () => {
	registerServiceHost(
		'https://www.opentable.com',
		'/stand-ins/www.opentable.com'
	);
} );

describe( 'render', () => {
	it( 'gives the fallback link and the mapped loader, in the site language by default', () => {
		expect(
			render( { ...defaults, rid: [ '412810' ] }, '', context )
		).toBe(
			'<div class="wp-block-tessera-opentable is-style-standard" data-loader="http://localhost:8888/stand-ins/www.opentable.com/widget/reservation/loader?rid=412810&amp;type=standard&amp;theme=standard&amp;iframe=true&amp;domain=com&amp;lang=fr-CA&amp;newtab=false&amp;ot_source=Restaurant+website"><a class="wp-block-tessera-opentable__fallback" href="http://localhost:8888/stand-ins/www.opentable.com/restref/client/?rid=412810">Make a reservation</a></div>'
		);
	} );

	it( 'uses the multi layout for several, drops the button style, keeps hostile values out', () => {
		const html = render(
			{
				...defaults,
				rid: [ '412810', '45011', '<x>' ],
				style: 'button',
				lang: 'xx"' as unknown as OpentableAttributes[ 'lang' ],
				newtab: true,
				negativeMargin: true,
			},
			'',
			context
		);
		expect( html ).toContain(
			'class="wp-block-tessera-opentable is-style-standard is-multi"'
		);
		expect( html ).toContain( 'rid=412810%2C45011&amp;type=multi' );
		expect( html ).toContain( 'lang=fr-CA' );
		expect( html ).toContain( 'target="_blank" rel="noopener noreferrer"' );
		expect( html ).not.toContain( '<x>' );
	} );

	it( 'marks the button without margin, and renders nothing without restaurants', () => {
		expect(
			render(
				{
					...defaults,
					rid: [ '98243' ],
					style: 'button',
					negativeMargin: true,
				},
				'',
				context
			)
		).toContain(
			'class="wp-block-tessera-opentable is-style-button has-no-margin"'
		);
		expect( render( defaults, '', context ) ).toBe( '' );
		expect( render( { ...defaults, rid: [ 'x' ] }, '', context ) ).toBe(
			''
		);
	} );
} );
