<?php
/**
 * A copy of each post for the service, as Jetpack's sync gives WordPress.com one: a visitor's form
 * submission is checked against the form as published, related posts are chosen among the
 * site's posts, subscribers hear of a post when it is first published.
 *
 * @package Tessera
 */

defined( 'ABSPATH' ) || exit;

/** The post types the service keeps a copy of. */
const TESSERA_SYNCED_POST_TYPES = array( 'post', 'page' );

/**
 * Sends one post.
 *
 * @param WP_Post $post The post.
 */
function tessera_sync_post( $post ) {
	if ( ! tessera_is_connected() || ! in_array( $post->post_type, TESSERA_SYNCED_POST_TYPES, true ) || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return;
	}
	$fields = array();
	foreach ( array( 'post_author', 'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status', 'comment_status', 'ping_status', 'post_password', 'post_name', 'post_modified', 'post_modified_gmt', 'post_parent', 'guid', 'menu_order', 'post_type', 'post_mime_type' ) as $field ) {
		$fields[ $field ] = $post->$field;
	}
	$fields['post_author'] = (int) $fields['post_author'];
	$fields['post_parent'] = (int) $fields['post_parent'];
	$fields['menu_order']  = (int) $fields['menu_order'];
	tessera_service_request(
		'PUT',
		'/tessera/v1/site/posts/' . $post->ID,
		array(
			'headers' => array( 'Content-Type' => 'application/json' ),
			'body'    => wp_json_encode( $fields ),
		)
	);
}

/**
 * wp_after_insert_post: the post as saved, terms and meta included.
 *
 * @param int     $post_id The post's ID.
 * @param WP_Post $post    The post.
 */
function tessera_sync_saved_post( $post_id, $post ) {
	unset( $post_id );
	tessera_sync_post( $post );
}

/**
 * deleted_post: the service forgets it.
 *
 * @param int     $post_id The post's ID.
 * @param WP_Post $post    The post.
 */
function tessera_sync_deleted_post( $post_id, $post ) {
	if ( tessera_is_connected() && $post && in_array( $post->post_type, TESSERA_SYNCED_POST_TYPES, true ) ) {
		tessera_service_request( 'DELETE', '/tessera/v1/site/posts/' . (int) $post_id );
	}
}

/** On Connect: the published posts and pages, newest first (related posts choose among them). */
function tessera_sync_all_posts() {
	$posts = get_posts(
		array(
			'post_type'      => TESSERA_SYNCED_POST_TYPES,
			'post_status'    => 'publish',
			'posts_per_page' => 200,
			'orderby'        => 'date',
		)
	);
	foreach ( $posts as $post ) {
		tessera_sync_post( $post );
	}
}
