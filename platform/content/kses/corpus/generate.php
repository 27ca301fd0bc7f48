<?php
/**
 * Writes expected.json: what WordPress's own kses makes of every snippet in snippets.txt.
 *
 * Not run by CI (CI has no PHP). Run it after changing snippets.txt:
 *
 *     apt-get install -y --no-install-recommends php-cli wordpress
 *     php platform/content/kses/corpus/generate.php [/usr/share/wordpress]
 *
 * It loads the few files of the installed WordPress (Debian bookworm ships 6.1.9) that kses and the
 * block filter need, without a database, and records for each snippet:
 *  - post:   wp_kses_post(), the filter of content and excerpts for users without unfiltered_html
 *            (it runs filter_block_content() on block comments through the 'pre_kses' hook);
 *  - title:  wp_kses() in the 'title_save_pre' context, what wp_filter_kses() does to titles;
 *  - blocks: filter_block_content() alone, the block attribute filter.
 *
 * The tables are brought up to the WordPress releases whose block editor Tessera runs, through
 * WordPress's own filters (see add_later_release_rules()), so the block markup of today's editor
 * keeps what a current WordPress keeps.
 */

$wordpress = isset( $argv[1] ) ? rtrim( $argv[1], '/' ) : '/usr/share/wordpress';
$corpus    = __DIR__;

/** The site's address: uploads live under it, so same-site PDF objects are those on this host. */
const SITE_URL = 'http://localhost:8888';

define( 'ABSPATH', $wordpress . '/' );
define( 'WPINC', 'wp-includes' );
define( 'WP_CONTENT_DIR', '/tmp/tessera-kses-corpus' );
define( 'WP_CONTENT_URL', SITE_URL . '/wp-content' );

// Stand-ins for the object cache: the only cached value kses reads is the site's charset.
function wp_cache_get( $key, $group = '' ) {
	return 'alloptions' === $key ? array( 'blog_charset' => 'UTF-8' ) : false;
}
function wp_cache_add() {
	return true;
}
function wp_cache_set() {
	return true;
}
function wp_cache_delete() {
	return true;
}

require ABSPATH . WPINC . '/version.php';
require ABSPATH . WPINC . '/load.php';
require ABSPATH . WPINC . '/compat.php';
require ABSPATH . WPINC . '/plugin.php';
require ABSPATH . WPINC . '/functions.php';
require ABSPATH . WPINC . '/formatting.php';
require ABSPATH . WPINC . '/kses.php';
require ABSPATH . WPINC . '/class-wp-block-parser.php';
require ABSPATH . WPINC . '/blocks.php';
require ABSPATH . WPINC . '/http.php';

// The options wp_upload_dir() reads, as a fresh single site at SITE_URL has them.
$options = array(
	'siteurl'                       => SITE_URL,
	'home'                          => SITE_URL,
	'upload_path'                   => '',
	'upload_url_path'               => '',
	'uploads_use_yearmonth_folders' => 0,
);
foreach ( $options as $name => $value ) {
	add_filter(
		"pre_option_$name",
		function () use ( $value ) {
			return $value;
		}
	);
}

// The filters default-filters.php adds to kses.
add_filter( 'pre_kses', 'wp_pre_kses_less_than' );
add_filter( 'pre_kses', 'wp_pre_kses_block_attributes', 10, 3 );

/**
 * The additions of WordPress 6.2 to 6.5 that the current block editor's saved markup relies on:
 * CSS properties (aspect-ratio and position in 6.2, box-shadow in 6.3, writing-mode in 6.4,
 * background-repeat in 6.5), repeat() among the CSS functions (6.3), and the global attributes
 * aria-controls, aria-current, aria-expanded (6.3), aria-live and hidden (6.4).
 */
function add_later_release_rules() {
	add_filter(
		'safe_style_css',
		function ( $properties ) {
			return array_merge(
				$properties,
				array( 'background-repeat', 'writing-mode', 'position', 'top', 'right', 'bottom', 'left', 'z-index', 'box-shadow', 'aspect-ratio' )
			);
		}
	);
	// 6.1 removes var(), calc(), min(), max(), minmax() and clamp() before testing a declaration;
	// removing repeat() groups from what is left gives what the later single pass gives.
	add_filter(
		'safecss_filter_attr_allow_css',
		function ( $allow_css, $test_string ) {
			if ( $allow_css ) {
				return true;
			}
			$without_functions = preg_replace(
				'/\b(?:var|calc|min|max|minmax|clamp|repeat)(\((?:[^()]|(?1))*\))/',
				'',
				$test_string
			);
			return ! preg_match( '%[\\\(&=}]|/\*%', $without_functions );
		},
		10,
		2
	);
	add_filter(
		'wp_kses_allowed_html',
		function ( $tags, $context ) {
			if ( 'post' !== $context ) {
				return $tags;
			}
			$later = array(
				'aria-controls' => true,
				'aria-current'  => true,
				'aria-expanded' => true,
				'aria-live'     => true,
				'hidden'        => true,
			);
			foreach ( $tags as $tag => $attributes ) {
				if ( is_array( $attributes ) ) {
					$tags[ $tag ] = array_merge( $attributes, $later );
				}
			}
			return $tags;
		},
		10,
		2
	);
}
add_later_release_rules();

/** Reads snippets.txt: `=== name` starts a snippet; `=== name [json]` holds a JSON string body. */
function read_snippets( $file ) {
	$snippets = array();
	$current  = null;
	foreach ( explode( "\n", file_get_contents( $file ) ) as $line ) {
		if ( preg_match( '/^=== (\S+)( \[json\])?$/', $line, $m ) ) {
			if ( $current ) {
				$snippets[] = $current;
			}
			$current = array(
				'name'  => $m[1],
				'json'  => isset( $m[2] ),
				'lines' => array(),
			);
		} elseif ( $current ) {
			$current['lines'][] = $line;
		}
	}
	if ( $current ) {
		$snippets[] = $current;
	}
	return array_map(
		function ( $snippet ) {
			$text = implode( "\n", $snippet['lines'] );
			// The file ends with a newline; a snippet's own text does not.
			$text = preg_replace( '/\n\z/', '', $text );
			if ( $snippet['json'] ) {
				$text = json_decode( '"' . $text . '"' );
			}
			return array(
				'name'  => $snippet['name'],
				'input' => $text,
			);
		},
		$snippets
	);
}

$cases = array();
foreach ( read_snippets( "$corpus/snippets.txt" ) as $snippet ) {
	$input   = $snippet['input'];
	$cases[] = array(
		'name'   => $snippet['name'],
		'input'  => $input,
		'post'   => wp_kses_post( $input ),
		'title'  => wp_kses( $input, 'title_save_pre' ),
		'blocks' => filter_block_content( $input, 'post' ),
	);
}

file_put_contents(
	"$corpus/expected.json",
	json_encode(
		array(
			'wordpress' => $wp_version,
			'site'      => SITE_URL,
			'cases'     => $cases,
		),
		JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
	) . "\n"
);
fwrite( STDERR, count( $cases ) . " snippets written to $corpus/expected.json\n" );
