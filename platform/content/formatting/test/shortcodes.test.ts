import { captionShortcode } from '../caption-shortcode';
import {
	doShortcode,
	stripShortcodes,
	type ShortcodeRegistry,
} from '../shortcodes';

const registry: ShortcodeRegistry = new Map( [
	// The filter stands in for kses: it must be called for a caption holding markup.
	[
		'caption',
		captionShortcode( ( html ) => html.replace( /<[^>]*>/g, '' ) ),
	],
	[
		'echo',
		( atts, content ) => `{${ JSON.stringify( atts ) }|${ content }}`,
	],
] );

describe( 'shortcodes', () => {
	it( 'escapes hostile attribute values where they reach the markup', () => {
		expect(
			doShortcode(
				`[caption id='"><script>alert(1)</script>' align='"><script>alert(1)</script>' class="x' onclick='y" width="120"]<img src="a.png"> Cap[/caption]`,
				registry
			)
		).toBe(
			'<figure id="scriptalert1script" aria-describedby="caption-scriptalert1script" style="width: 120px" class="wp-caption &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; x&#039; onclick=&#039;y"><img src="a.png"><figcaption id="caption-scriptalert1script" class="wp-caption-text">Cap</figcaption></figure>'
		);
	} );

	it( 'passes a caption holding markup through the post filter', () => {
		expect(
			doShortcode(
				`[caption caption='"><script>alert(1)</script>' width="50"]<img src="a.png">[/caption]`,
				registry
			)
		).toBe(
			'<figure style="width: 50px" class="wp-caption alignnone"><img src="a.png"><figcaption class="wp-caption-text">">alert(1)</figcaption></figure>'
		);
	} );

	it( 'empties an attribute that holds an unclosed tag', () => {
		expect(
			doShortcode( `[echo a="<b" b="<i>ok</i>" c='x']`, registry )
		).toBe( '{{"a":"","b":"<i>ok</i>","c":"x"}|}' );
	} );

	it( 'does not expand a shortcode inside a tag, nor end one at a bracket inside a tag', () => {
		expect(
			doShortcode(
				'<a title="[echo]">[echo]</a><!-- [echo] -->',
				registry
			)
		).toBe( '<a title="[echo]">{{}|}</a><!-- [echo] -->' );
		expect( doShortcode( '[echo]a<b class="]">c[/echo]', registry ) ).toBe(
			'{{}|a<b class="]">c}'
		);
	} );

	it( 'keeps authored bracket entities, escaped shortcodes and unknown shortcodes as written', () => {
		expect(
			doShortcode(
				'&#91;echo&#93; [[echo]] [unknown a="1"]x[/unknown]',
				registry
			)
		).toBe( '&#091;echo&#093; [echo] [unknown a="1"]x[/unknown]' );
	} );

	it( 'strips registered shortcodes and what they enclose, leaving the rest', () => {
		expect(
			stripShortcodes(
				'a [echo x=1]inside[/echo] b [[echo]] [unknown] [caption]',
				registry
			)
		).toBe( 'a  b [echo] [unknown] ' );
	} );
} );
