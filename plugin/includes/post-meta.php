<?php
/**
 * The post meta and post fields the editor plugins read and write, as their post-fields.ts
 * declare them (the build writes build/post-fields.json from those files).
 *
 * @package Tessera
 */

defined( 'ABSPATH' ) || exit;

/**
 * Read-only fields WordPress computes itself, by field name.
 */
const TESSERA_COMPUTED_FIELDS = array(
	'jetpack_shortlink' => 'tessera_published_shortlink',
);

/**
 * Registers every declared post meta key for its post types, shown in the REST API with its
 * type, default and longest length, writable by whoever may edit the post; then the post fields.
 */
function tessera_register_post_meta() {
	$declared = wp_json_file_decode( TESSERA_BUILD_DIR . '/post-fields.json', array( 'associative' => true ) );

	foreach ( $declared['postMeta'] as $key => $meta ) {
		foreach ( $meta['postTypes'] as $post_type ) {
			register_post_meta(
				$post_type,
				$key,
				array(
					'type'          => $meta['type'],
					'description'   => $meta['description'],
					'single'        => true,
					'default'       => $meta['default'],
					'show_in_rest'  => array( 'schema' => tessera_field_schema( $meta ) ),
					'auth_callback' => 'tessera_can_edit_post_meta',
				)
			);
		}
	}

	foreach ( $declared['postFields'] as $name => $field ) {
		register_rest_field(
			$field['postTypes'],
			$name,
			array(
				'get_callback'    => static function ( $post ) use ( $name, $field ) {
					return tessera_get_post_field( $post['id'], $name, $field );
				},
				'update_callback' => $field['readonly'] ? null : static function ( $value, $post ) use ( $name ) {
					update_post_meta( $post->ID, '_tessera_' . $name, $value );
					return true;
				},
				'schema'          => array_merge(
					tessera_field_schema( $field ),
					array( 'readonly' => $field['readonly'] )
				),
			)
		);
	}
}

/**
 * The REST schema of a declared meta key or field.
 *
 * @param array $declared Its declaration.
 * @return array The schema.
 */
function tessera_field_schema( $declared ) {
	$schema = array(
		'type'        => $declared['type'],
		'description' => $declared['description'],
		'default'     => $declared['default'],
		'context'     => array( 'view', 'edit' ),
	);
	if ( isset( $declared['maxLength'] ) ) {
		$schema['maxLength'] = $declared['maxLength'];
	}
	return $schema;
}

/**
 * Whether the current user may change a post's Tessera meta: whoever may edit the post.
 *
 * @param bool   $allowed Whether the user can add the meta (ignored).
 * @param string $key     The meta key (ignored).
 * @param int    $post_id The post.
 * @return bool Whether they may.
 */
function tessera_can_edit_post_meta( $allowed, $key, $post_id ) {
	return current_user_can( 'edit_post', $post_id );
}

/**
 * A post field's value: computed by WordPress for the read-only ones, stored with the post for
 * the others (the declared default until it is written).
 *
 * @param int    $post_id The post.
 * @param string $name    The field name.
 * @param array  $field   Its declaration.
 * @return mixed The value.
 */
function tessera_get_post_field( $post_id, $name, $field ) {
	if ( isset( TESSERA_COMPUTED_FIELDS[ $name ] ) ) {
		return call_user_func( TESSERA_COMPUTED_FIELDS[ $name ], $post_id );
	}
	if ( ! metadata_exists( 'post', $post_id, '_tessera_' . $name ) ) {
		return $field['default'];
	}
	$value = get_post_meta( $post_id, '_tessera_' . $name, true );
	return rest_sanitize_value_from_schema( $value, tessera_field_schema( $field ) );
}

/**
 * A post's short link once it is published, else the empty string.
 *
 * @param int $post_id The post.
 * @return string The link.
 */
function tessera_published_shortlink( $post_id ) {
	return 'publish' === get_post_status( $post_id ) ? (string) wp_get_shortlink( $post_id ) : '';
}
