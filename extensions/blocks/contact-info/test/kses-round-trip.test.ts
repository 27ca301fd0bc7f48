/**
 * A post saved by a user without `unfiltered_html` goes through kses, which drops the microdata
 * attributes; the contact blocks must still open as valid (deprecation v1) and be saved again
 * with their microdata.
 */
import { parse, serialize } from '@wordpress/blocks';
import type { Block } from '@wordpress/blocks';
import { readFileSync } from 'fs';
import path from 'path';
import { ksesPost } from '../../../../platform/content/kses';
import { registerAllBlocks } from '../../../../tests/fixtures/register-blocks';

const FIXTURE = path.join(
	__dirname,
	'fixtures',
	'tessera__contact-info.html'
);

function flatten( blocks: Block[] ): Block[] {
	return blocks.flatMap( ( block ) => [
		block,
		...flatten( block.innerBlocks ),
	] );
}

beforeAll( registerAllBlocks );

it( 'opens contact info filtered by kses as valid blocks and saves the microdata back', () => {
	const saved = readFileSync( FIXTURE, 'utf8' );
	const filtered = ksesPost( saved );
	expect( filtered ).not.toContain( 'itemprop' );
	expect( filtered ).not.toContain( 'itemscope' );

	const blocks = parse( filtered );
	expect(
		flatten( blocks ).map( ( block ) => [ block.name, block.isValid ] )
	).toEqual( [
		[ 'tessera/contact-info', true ],
		[ 'tessera/email', true ],
		[ 'tessera/phone', true ],
		[ 'tessera/address', true ],
	] );
	expect( serialize( blocks ) ).toBe( serialize( parse( saved ) ) );
} );
