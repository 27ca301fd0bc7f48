/**
 * The formatting ports against WordPress's own output: formatting-corpus.json holds inputs and
 * what WordPress 6.1 returns for them (filled in by wordpress-expected.php).
 */
import corpus from './formatting-corpus.json';
import { capitalPDangit } from '../capital-p-dangit';
import { captionShortcode } from '../caption-shortcode';
import { parseShortcodeAtts } from '../shortcode-atts';
import {
	doShortcode,
	stripShortcodes,
	type ShortcodeRegistry,
} from '../shortcodes';
import { shortcodeUnautop } from '../shortcode-unautop';
import { wpautop } from '../wpautop';
import { wptexturize } from '../wptexturize';

// As in the PHP run: the gallery (which needs a database) answers with a placeholder.
const caption = captionShortcode( ( html ) => html );
const registry: ShortcodeRegistry = new Map( [
	[ 'caption', caption ],
	[ 'wp_caption', caption ],
	[ 'gallery', () => '<!-- gallery -->' ],
] );
const names = [ ...registry.keys() ];

const FUNCTIONS: Record< string, ( input: string ) => unknown > = {
	wpautop: ( input ) => wpautop( input ),
	wptexturize: ( input ) => wptexturize( input, names ),
	shortcode_unautop: ( input ) => shortcodeUnautop( input, names ),
	do_shortcode: ( input ) => doShortcode( input, registry ),
	strip_shortcodes: ( input ) => stripShortcodes( input, registry ),
	capital_P_dangit: capitalPDangit,
	shortcode_parse_atts: parseShortcodeAtts,
	the_content_classic: ( input ) =>
		doShortcode(
			capitalPDangit(
				shortcodeUnautop(
					wpautop( wptexturize( input, names ) ),
					names
				)
			),
			registry
		),
};

/**
 * Where this site differs from WordPress on purpose: a registered shortcode inside an HTML
 * attribute is not expanded here (WordPress expands it and filters the attribute again).
 */
const KNOWN_DIFFERENCES: Record< string, string > = {
	'<a title="[caption width=1 caption=x]">t</a>':
		'<a title="[caption width=1 caption=x]">t</a>',
};

describe( 'formatting matches WordPress 6.1', () => {
	it( 'has a corpus of at least a hundred cases', () => {
		expect( corpus.length ).toBeGreaterThanOrEqual( 100 );
	} );

	it.each( corpus.map( ( c, index ) => [ index, c.fn, c ] as const ) )(
		'case %i: %s',
		( _index, fn, { input, expected } ) => {
			const wanted =
				fn === 'do_shortcode' && input in KNOWN_DIFFERENCES
					? KNOWN_DIFFERENCES[ input ]
					: expected;
			expect( FUNCTIONS[ fn ]( input ) ).toStrictEqual( wanted );
		}
	);
} );
