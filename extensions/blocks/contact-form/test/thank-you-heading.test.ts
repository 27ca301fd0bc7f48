import { inLocale } from '../../../../platform/render/locale-strings';
import { thankYouHtml } from '../thank-you';

const attributes = ( heading: string ) =>
	( {
		customThankyou: 'message',
		customThankyouHeading: heading,
		customThankyouMessage: 'We will write back.',
		customThankyouRedirect: '',
	} ) as Parameters< typeof thankYouHtml >[ 0 ];

describe( 'the thank-you heading', () => {
	it( 'is the page’s language where the author left it, and as written otherwise', () => {
		expect(
			thankYouHtml( attributes( 'Message Sent' ), [], '/' )
		).toContain( '>Message Sent</h3>' );
		const [ left, emptied, written ] = inLocale( 'fr_FR', () => [
			thankYouHtml( attributes( 'Message Sent' ), [], '/' ),
			thankYouHtml( attributes( '  ' ), [], '/' ),
			thankYouHtml( attributes( 'Merci !' ), [], '/' ),
		] );
		expect( left ).toContain( '>Message envoyé</h3>' );
		expect( emptied ).toContain( '>Message envoyé</h3>' );
		expect( written ).toContain( '>Merci !</h3>' );
	} );
} );
