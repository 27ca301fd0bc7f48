<?php
/**
 * Copies from an external media service (Pexels, Google Photos): the service fetches and stages
 * them, and they join this site's media library here, before the editor gets the answer.
 *
 * @package Tessera
 */

defined( 'ABSPATH' ) || exit;

/** Where the service keeps a staged copy (service/wordpress-sites/staged-media.ts). */
const TESSERA_STAGED_MEDIA_PATH = '/tessera/v1/site/staged-media/';

/**
 * Whether a forwarded route is a copy from an external media service.
 *
 * @param string $route The REST route.
 * @return bool
 */
function tessera_is_media_copy_route( $route ) {
	return 1 === preg_match( '#^/wpcom/v2/external-media/copy/[a-z_]+$#', $route );
}

/**
 * The service's answer to a copy, with each staged copy moved into the media library.
 *
 * @param mixed $items   The answer: one entry per item, a copy or its errors.
 * @param int   $post_id The post the copies are attached to.
 * @return mixed
 */
function tessera_sideload_staged_copies( $items, $post_id ) {
	if ( ! is_array( $items ) ) {
		return $items;
	}
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';
	$post_id = $post_id > 0 && current_user_can( 'edit_post', $post_id ) ? $post_id : 0;
	foreach ( $items as $index => $item ) {
		if ( is_array( $item ) && isset( $item['URL'] ) && 0 === strpos( $item['URL'], TESSERA_STAGED_MEDIA_PATH ) ) {
			$items[ $index ] = tessera_sideload_staged_copy( $item, $post_id );
		}
	}
	return $items;
}

/**
 * One staged copy fetched from the service and added to the media library, described as the
 * picker expects; an error entry in its place when that fails.
 *
 * @param array $item    The staged copy.
 * @param int   $post_id The post it is attached to.
 * @return array
 */
function tessera_sideload_staged_copy( $item, $post_id ) {
	$failure = array(
		'errors' => array(
			array(
				'error'   => 'tessera_copy_failed',
				'message' => __( 'The copy could not be added to the media library.', 'tessera' ),
			),
		),
	);
	$answer = tessera_service_request( 'GET', $item['URL'] );
	if ( is_wp_error( $answer ) || 200 !== $answer['status'] ) {
		return $failure;
	}
	// The staged name is `<32 hex>-<file name>`.
	$name = preg_replace( '/^[a-f0-9]{32}-/', '', wp_basename( $item['URL'] ) );
	$tmp  = wp_tempnam( $name );
	if ( ! $tmp || false === file_put_contents( $tmp, $answer['body'] ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a temporary file for media_handle_sideload().
		return $failure;
	}
	$title   = isset( $item['title'] ) ? (string) $item['title'] : '';
	$caption = isset( $item['caption'] ) ? (string) $item['caption'] : '';
	$post    = array( 'post_excerpt' => $caption );
	if ( '' !== $title ) {
		$post['post_title'] = $title;
	}
	$id = media_handle_sideload(
		array(
			'name'     => sanitize_file_name( $name ),
			'tmp_name' => $tmp,
		),
		$post_id,
		null,
		$post
	);
	if ( is_wp_error( $id ) ) {
		wp_delete_file( $tmp );
		return $failure;
	}
	$alt = isset( $item['alt'] ) ? sanitize_text_field( $item['alt'] ) : '';
	if ( '' !== $alt ) {
		update_post_meta( $id, '_wp_attachment_image_alt', $alt );
	}
	$url  = wp_get_attachment_url( $id );
	$meta = wp_get_attachment_metadata( $id );
	return array(
		'ID'        => $id,
		'URL'       => $url,
		'guid'      => $url,
		'file'      => wp_basename( get_attached_file( $id ) ),
		'mime_type' => get_post_mime_type( $id ),
		'title'     => get_post_field( 'post_title', $id, 'raw' ),
		'caption'   => $caption,
		'alt'       => $alt,
		'width'     => isset( $meta['width'] ) ? (int) $meta['width'] : null,
		'height'    => isset( $meta['height'] ) ? (int) $meta['height'] : null,
	);
}
