/**
 * Strings an attacker, a careless client or a hand-edited post may put in any attribute: markup,
 * script URLs, text that closes the elements or comments around it, block delimiters, line
 * separators JavaScript treats as line ends, very long text, other scripts and the empty string.
 */
import fc from 'fast-check';

const HOSTILE_STRINGS: readonly string[] = [
	'<script>alert(1)</script>',
	'"><img src=x onerror=alert(1)>',
	'x" onmouseover="alert(1)',
	"x' autofocus onfocus='alert(1)",
	"'><svg onload=alert(1)>",
	'javascript:alert(1)',
	' JaVaScRiPt:alert(1)',
	'java\tscript:alert(1)',
	'</textarea><script>alert(1)</script>',
	'</title></style></noscript><iframe srcdoc="<script>alert(1)</script>">',
	'-->',
	'--><script>alert(1)</script><!--',
	'<!-- wp:x -->',
	'<!-- wp:paragraph --><p onclick="alert(1)">x</p><!-- /wp:paragraph -->',
	'<!-- /wp:tessera/x -->',
	'\u2028\u2029',
	'a\u0000b',
	'<a href="javascript:alert(1)">x</a>',
	'[x](javascript:alert(1))',
	'<form><button formaction="javascript:alert(1)">x</button></form>',
	'<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
	'{{constructor.constructor("alert(1)")()}}',
	'${alert(1)}',
	'&lt;script&gt;alert(1)&lt;/script&gt;',
	'&#106;avascript:alert(1)',
	'"\'`=<>&',
	'مرحبا بالعالم 👋🏽 日本語 ﷽',
	'',
	' ',
	'x'.repeat( 20000 ),
	'<script>'.repeat( 500 ),
];

// Values that pass a first look (an address, a colour, a time), alone or with a payload after.
const NEAR_MISSES = fc.constantFrom(
	'https://example.com/',
	'https://calendly.com/tessera/intro',
	'mailto:a@example.com',
	'a@example.com',
	'+1 555 0100',
	'#ffffff',
	'ffffff',
	'09:00',
	'left',
	'1'
);

/** A hostile string, a near-miss of a valid value, or random text (unicode included). */
export function hostileString(): fc.Arbitrary< string > {
	return fc.oneof(
		{ weight: 4, arbitrary: fc.constantFrom( ...HOSTILE_STRINGS ) },
		{ weight: 1, arbitrary: NEAR_MISSES },
		{
			weight: 2,
			arbitrary: fc
				.tuple( NEAR_MISSES, fc.constantFrom( ...HOSTILE_STRINGS ) )
				.map( ( parts ) => parts.join( '' ) ),
		},
		{
			weight: 2,
			arbitrary: fc
				.tuple(
					fc.string( { unit: 'grapheme', maxLength: 8 } ),
					fc.constantFrom( ...HOSTILE_STRINGS ),
					fc.string( { unit: 'binary', maxLength: 8 } )
				)
				.map( ( parts ) => parts.join( '' ) ),
		},
		{
			weight: 1,
			arbitrary: fc.string( { unit: 'binary', maxLength: 40 } ),
		}
	);
}
