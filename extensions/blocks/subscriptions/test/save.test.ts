/**
 * What the author can leave the form in always reads back as valid: an attribute the editor
 * cleared (a font size reset, a colour removed) saves as its default, so the post parses to
 * the same form after a reload.
 */
import {
	createBlock,
	getBlockType,
	parse,
	registerBlockType,
	serialize,
} from '@wordpress/blocks';
import type { BlockModule } from '../../../../shared/loader/types';

const NAME = 'tessera/subscriptions';

beforeAll( () => {
	const block = require( '../index' ) as BlockModule;
	if ( ! getBlockType( NAME ) ) {
		registerBlockType( block.metadata as never, block.settings as never );
	}
} );

// As the editor's setAttributes leaves them: a cleared attribute is there, undefined.
function roundTrip( attributes: Record< string, unknown > ) {
	const block = createBlock( NAME );
	Object.assign( block.attributes, attributes );
	const saved = serialize( [ block ] );
	const [ parsed ] = parse( saved );
	return { saved, parsed, again: serialize( [ parsed ] ) };
}

describe( 'the saved shortcode', () => {
	it.each( [
		[ 'a reset font size', { customFontSize: undefined } ],
		[ 'a removed colour', { customButtonBackgroundColor: undefined } ],
		[ 'a reset range', { padding: undefined, spacing: undefined } ],
		[
			'an emptied placeholder and button',
			{
				subscribePlaceholder: '',
				submitButtonText: '',
			},
		],
	] )( 'reads back valid after %s', ( _, attributes ) => {
		const { saved, parsed, again } = roundTrip( attributes );
		expect( parsed.isValid ).toBe( true );
		expect( again ).toBe( saved );
	} );

	it( 'carries the defaults for what the block does not hold', () => {
		const { saved } = roundTrip( { customFontSize: undefined } );
		expect( saved ).toContain( 'custom_font_size="16px"' );
		expect( saved ).toContain(
			'[tessera_subscription_form subscribe_placeholder="Email Address" show_subscribers_total="false" button_on_new_line="false" submit_button_text="Subscribe" custom_font_size="16px" border_radius="0" border_weight="1" padding="15" spacing="10"]'
		);
	} );
} );
