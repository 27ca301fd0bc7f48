<?php
/**
 * Server-rendered blocks: the Tessera service renders them with the same render.ts as a Tessera
 * site, in their post, for the visitor. What does not depend on the visitor is kept with the post
 * and used again until the post changes; when the service cannot be reached the visitor gets the
 * last good HTML, or nothing with an HTML comment saying why.
 *
 * @package Tessera
 */

defined( 'ABSPATH' ) || exit;

/** How long a kept render is used without asking the service again, for visitors it fits. */
const TESSERA_RENDER_FRESH_SECONDS = HOUR_IN_SECONDS;

/** The option counting changes made through the service: a kept render of an older count is stale. */
const TESSERA_RENDER_GENERATION_OPTION = 'tessera_render_generation';

/**
 * Kept renders are asked for again: something they may show changed on the service (a setting, a
 * post, a product, the map's key). Each stays as the last good HTML until then.
 */
function tessera_forget_kept_renders() {
	update_option( TESSERA_RENDER_GENERATION_OPTION, (int) get_option( TESSERA_RENDER_GENERATION_OPTION, 0 ) + 1 );
}

/**
 * Whether a render for this request is the same for every visitor like it: nobody signed in,
 * no query string, no Tessera cookie (a repeat visit, a form's result).
 *
 * @return bool
 */
function tessera_render_is_shared() {
	if ( is_user_logged_in() || ! empty( $_GET ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only counted.
		return false;
	}
	foreach ( array_keys( $_COOKIE ) as $name ) {
		if ( 0 === strpos( (string) $name, 'tessera' ) ) {
			return false;
		}
	}
	return true;
}

/**
 * Every block name in a parsed block and its inner blocks.
 *
 * @param array $block A parsed block.
 * @return string[]
 */
function tessera_block_names( $block ) {
	$names = array( $block['blockName'] );
	foreach ( $block['innerBlocks'] as $inner ) {
		$names = array_merge( $names, tessera_block_names( $inner ) );
	}
	return array_unique( array_filter( $names ) );
}

/**
 * What WP_Block::render() would have enqueued for these blocks: their styles and view scripts
 * (skipped when pre_render_block answers for them).
 *
 * @param string[] $names Block names.
 */
function tessera_enqueue_block_assets( $names ) {
	$registry = WP_Block_Type_Registry::get_instance();
	foreach ( $names as $name ) {
		$type = $registry->get_registered( $name );
		if ( ! $type ) {
			continue;
		}
		foreach ( array_merge( $type->style_handles, $type->view_style_handles ) as $handle ) {
			wp_enqueue_style( $handle );
		}
		foreach ( array_merge( $type->script_handles, $type->view_script_handles ) as $handle ) {
			wp_enqueue_script( $handle );
		}
	}
}

/**
 * The service's HTML for a block in the current post, for this visitor; an error when the service
 * cannot be reached or gives no usable answer.
 *
 * @param string $markup  The block, serialized.
 * @param int    $post_id The post it is in (0 outside one).
 * @return array{html: string}|WP_Error
 */
function tessera_request_render( $markup, $post_id ) {
	$cookies = array();
	foreach ( $_COOKIE as $name => $value ) {
		if ( 0 === strpos( (string) $name, 'tessera' ) && is_string( $value ) ) {
			$cookies[ $name ] = wp_unslash( $value );
		}
	}
	$answer = tessera_service_request(
		'POST',
		'/tessera/v1/site/render',
		array(
			'headers' => array( 'Content-Type' => 'application/json' ),
			'body'    => wp_json_encode(
				array(
					'markup'  => $markup,
					'post_id' => $post_id,
					'query'   => wp_unslash( $_GET ), // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the page's own query, read by the render as WordPress's would.
					'cookies' => (object) $cookies,
				)
			),
			'timeout' => 10,
		)
	);
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	$rendered = 200 === $answer['status'] ? json_decode( $answer['body'], true ) : null;
	return is_array( $rendered ) && isset( $rendered['html'] ) && is_string( $rendered['html'] )
		? array( 'html' => $rendered['html'] )
		: new WP_Error( 'tessera_service_error', 'The service gave no render.' );
}

/**
 * pre_render_block: a Tessera block the service renders gets the service's HTML, inner blocks
 * included, in one request.
 *
 * @param string|null $pre_render   Null, or what another filter gave.
 * @param array       $parsed_block The block.
 * @return string|null
 */
function tessera_pre_render_block( $pre_render, $parsed_block ) {
	if ( null !== $pre_render || ! tessera_is_connected() || empty( $parsed_block['blockName'] ) ) {
		return $pre_render;
	}
	if ( ! in_array( $parsed_block['blockName'], tessera_service_manifest()['renderedBlocks'], true ) ) {
		return $pre_render;
	}
	tessera_enqueue_block_assets( tessera_block_names( $parsed_block ) );

	$post       = get_post();
	$post_id    = $post ? $post->ID : 0;
	$markup     = serialize_block( $parsed_block );
	$key        = '_tessera_render_' . md5( implode( '|', array( $markup, $post ? $post->post_modified_gmt : '', determine_locale() ) ) );
	$generation = (int) get_option( TESSERA_RENDER_GENERATION_OPTION, 0 );
	$kept       = $post_id ? get_post_meta( $post_id, $key, true ) : '';
	$has_kept   = is_array( $kept ) && isset( $kept['html'], $kept['time'], $kept['generation'] );
	$shared     = tessera_render_is_shared();
	if ( $shared && $has_kept && $generation === $kept['generation'] && time() - $kept['time'] < TESSERA_RENDER_FRESH_SECONDS ) {
		return $kept['html'];
	}

	$rendered = tessera_request_render( $markup, $post_id );
	if ( ! is_wp_error( $rendered ) ) {
		if ( $shared && $post_id ) {
			update_post_meta(
				$post_id,
				$key,
				array(
					'html'       => $rendered['html'],
					'time'       => time(),
					'generation' => $generation,
				)
			);
		}
		return $rendered['html'];
	}
	if ( $has_kept ) {
		return $kept['html'];
	}
	return '<!-- ' . esc_html( sprintf( 'Tessera: %s could not be rendered (%s).', $parsed_block['blockName'], $rendered->get_error_code() ) ) . ' -->';
}

/**
 * the_content, on a single post's own page: the Like button and share links the service draws
 * under it, for this visitor (never kept: the count and the visitor's own like change).
 *
 * @param string $content The post's content, blocks rendered.
 * @return string
 */
function tessera_append_post_footer( $content ) {
	if ( ! tessera_is_connected() || ! is_singular() || ! in_the_loop() || ! is_main_query() ) {
		return $content;
	}
	$answer = tessera_service_request(
		'POST',
		'/tessera/v1/site/post-footer',
		array(
			'headers' => array( 'Content-Type' => 'application/json' ),
			'body'    => wp_json_encode( array( 'post_id' => get_the_ID() ) ),
			'timeout' => 10,
		)
	);
	$footer = ! is_wp_error( $answer ) && 200 === $answer['status'] ? json_decode( $answer['body'], true ) : null;
	if ( ! is_array( $footer ) || empty( $footer['html'] ) || ! is_string( $footer['html'] ) ) {
		return $content;
	}
	wp_enqueue_style( 'tessera-post-footer', plugins_url( 'build/post-footer.css', TESSERA_PLUGIN_FILE ), array(), filemtime( TESSERA_BUILD_DIR . '/post-footer.css' ) );
	return $content . $footer['html'];
}
