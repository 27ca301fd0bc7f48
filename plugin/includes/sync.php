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
	$fields               += tessera_declared_values( $post );
	tessera_forget_kept_renders();
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
 * The post's Tessera meta and writable fields, as post-fields.json declares them for its type
 * (whether likes and sharing are on, the description search engines get...).
 *
 * @param WP_Post $post The post.
 * @return array `meta` and `fields`, each name => value.
 */
function tessera_declared_values( $post ) {
	$declared = wp_json_file_decode( TESSERA_BUILD_DIR . '/post-fields.json', array( 'associative' => true ) );
	$values   = array(
		'meta'   => array(),
		'fields' => array(),
	);
	foreach ( $declared['postMeta'] as $key => $meta ) {
		if ( in_array( $post->post_type, $meta['postTypes'], true ) ) {
			$values['meta'][ $key ] = rest_sanitize_value_from_schema( get_post_meta( $post->ID, $key, true ), tessera_field_schema( $meta ) );
		}
	}
	foreach ( $declared['postFields'] as $name => $field ) {
		if ( ! $field['readonly'] && in_array( $post->post_type, $field['postTypes'], true ) ) {
			$values['fields'][ $name ] = tessera_get_post_field( $post->ID, $name, $field );
		}
	}
	$values['meta']   = (object) $values['meta'];
	$values['fields'] = (object) $values['fields'];
	return $values;
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
		tessera_forget_kept_renders();
		tessera_service_request( 'DELETE', '/tessera/v1/site/posts/' . (int) $post_id );
	}
}

/** On Connect: the settings, then the published posts and pages, newest first. */
function tessera_sync_all_posts() {
	tessera_sync_settings();
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

/** The WordPress options the service's pages and e-mails use (sent by tessera_sync_settings()). */
const TESSERA_SYNCED_OPTIONS = array( 'blogname', 'blogdescription', 'admin_email', 'timezone_string', 'gmt_offset', 'date_format', 'time_format', 'start_of_week', 'WPLANG' );

/** Sends the site's name, time zone, formats and language (on Connect, and when one changes). */
function tessera_sync_settings() {
	if ( ! tessera_is_connected() ) {
		return;
	}
	tessera_forget_kept_renders();
	tessera_service_request(
		'PUT',
		'/tessera/v1/site/settings',
		array(
			'headers' => array( 'Content-Type' => 'application/json' ),
			'body'    => wp_json_encode(
				array(
					'title'         => get_option( 'blogname' ),
					'description'   => get_option( 'blogdescription' ),
					'email'         => get_option( 'admin_email' ),
					'timezone'      => wp_timezone_string(),
					'date_format'   => get_option( 'date_format' ),
					'time_format'   => get_option( 'time_format' ),
					'start_of_week' => (int) get_option( 'start_of_week' ),
					'language'      => get_locale(),
				)
			),
		)
	);
}

/** Hooks the settings sync to each synced option's update. */
function tessera_watch_synced_options() {
	foreach ( TESSERA_SYNCED_OPTIONS as $option ) {
		add_action( 'update_option_' . $option, 'tessera_sync_settings', 10, 0 );
	}
}
