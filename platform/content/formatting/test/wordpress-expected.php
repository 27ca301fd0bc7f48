<?php
/**
 * Fills in the `expected` outputs of formatting-corpus.json from WordPress's own functions, so the
 * TypeScript ports are checked against WordPress (CI has no PHP: it reads the committed JSON).
 *
 * Run: php platform/content/formatting/test/wordpress-expected.php
 * Needs Debian's WordPress 6.1 (apt-get install php-cli wordpress) in /usr/share/wordpress.
 */
define( 'ABSPATH', '/usr/share/wordpress/' );
define( 'WPINC', 'wp-includes' );
require ABSPATH . WPINC . '/plugin.php';
function _x( $text ) { return $text; }
function __( $text ) { return $text; }
function current_theme_supports( $feature ) { return true; }
function is_rtl() { return false; }
require ABSPATH . WPINC . '/load.php';
require ABSPATH . WPINC . '/cache.php';
require ABSPATH . WPINC . '/functions.php';
require ABSPATH . WPINC . '/formatting.php';
add_filter( 'pre_option', function ( $pre, $option ) { return 'blog_charset' === $option ? 'UTF-8' : ''; }, 10, 2 );
wp_cache_init();
wp_cache_set( 'alloptions', array( 'blog_charset' => 'UTF-8' ), 'options' );
require ABSPATH . WPINC . '/kses.php';
require ABSPATH . WPINC . '/shortcodes.php';
require ABSPATH . WPINC . '/media.php';

// The shortcodes the site registers; the gallery needs a database, so the corpus only names it.
add_shortcode( 'caption', 'img_caption_shortcode' );
add_shortcode( 'wp_caption', 'img_caption_shortcode' );
add_shortcode( 'gallery', function () { return '<!-- gallery -->'; } );

$functions = array(
	'wpautop'            => 'wpautop',
	'wptexturize'        => 'wptexturize',
	'shortcode_unautop'  => 'shortcode_unautop',
	'do_shortcode'       => 'do_shortcode',
	'strip_shortcodes'   => 'strip_shortcodes',
	'capital_P_dangit'   => 'capital_P_dangit',
	// Attributes as a JSON object; a text with no attribute (a string) as an empty one.
	'shortcode_parse_atts' => function ( $text ) {
		$atts = shortcode_parse_atts( $text );
		return (object) ( is_array( $atts ) ? $atts : array() );
	},
	// The content filters after do_blocks() for classic content, in their order.
	'the_content_classic' => function ( $text ) {
		return do_shortcode( capital_P_dangit( shortcode_unautop( wpautop( wptexturize( $text ) ) ) ) );
	},
);

$file  = __DIR__ . '/formatting-corpus.json';
$cases = json_decode( file_get_contents( $file ), true );
foreach ( $cases as &$case ) {
	$case['expected'] = call_user_func( $functions[ $case['fn'] ], $case['input'] );
}
file_put_contents( $file, json_encode( $cases, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n" );
echo count( $cases ), " cases\n";
