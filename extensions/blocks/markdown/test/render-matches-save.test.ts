/**
 * @jest-environment node
 *
 * The visitor page (server render) shows exactly what the editor saves, for every Markdown
 * fixture: the browser and the server sanitise with the same function and configuration. What
 * the editor saves is the fixture's `.serialized.html`: a block opened through a deprecation is
 * saved again as the current version.
 */
import { render } from '../render';
import { markdownFixtures } from './markdown-fixtures';

const fixtures = markdownFixtures().map(
	( fixture ): [ string, typeof fixture ] => [ fixture.name, fixture ]
);

it( 'has Markdown fixtures to compare', () => {
	expect( fixtures.length ).toBeGreaterThan( 0 );
} );

it.each( fixtures )(
	'%s renders on the server as the editor saves it',
	( _name, fixture ) => {
		expect(
			render( fixture.attributes, fixture.originalContent, {
				locale: 'en_US',
			} )
		).toBe( fixture.savedHtml );
	}
);
