import { registerAllBlocks } from '../../../../tests/fixtures/register-blocks';
import { rawHandler } from '@wordpress/blocks';

beforeAll( () => {
	registerAllBlocks();
} );

describe( 'pasting a scheduling address', () => {
	it( 'turns a paragraph holding a scheduling address into the block', () => {
		const [ block ] = rawHandler( {
			HTML: '<p>https://calendly.com/tessera-demo/30min?hide_event_type_details=1&amp;primary_color=f0b849</p>',
		} );
		expect( block.name ).toBe( 'tessera/calendly' );
		expect( block.attributes ).toMatchObject( {
			url: 'https://calendly.com/tessera-demo/30min',
			hideEventTypeDetails: true,
			primaryColor: 'f0b849',
			style: 'inline',
		} );
		expect( block.innerBlocks ).toEqual( [] );
	} );

	it( 'gives a pasted popup embed code the link style and its inner button', () => {
		const code =
			'<p>&lt;a href="" onclick="Calendly.initPopupWidget({url: \'https://calendly.com/tessera-demo/intro-call\'});return false;"&gt;Book a call&lt;/a&gt;</p>';
		const [ block ] = rawHandler( { HTML: code } );
		expect( block.name ).toBe( 'tessera/calendly' );
		expect( block.attributes.style ).toBe( 'link' );
		expect( block.innerBlocks[ 0 ].name ).toBe( 'tessera/button' );
		expect( block.innerBlocks[ 0 ].attributes ).toMatchObject( {
			element: 'a',
			uniqueId: 'calendly-widget-id',
			text: 'Book a call',
			url: 'https://calendly.com/tessera-demo/intro-call',
		} );
	} );

	it( 'leaves other paragraphs alone', () => {
		const [ block ] = rawHandler( {
			HTML: '<p>Our calendar is at example.org/calendly.com</p>',
		} );
		expect( block.name ).toBe( 'core/paragraph' );
	} );
} );
