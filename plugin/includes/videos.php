<?php
/**
 * Videos uploaded to the site go to the video host the Tessera service runs, as Jetpack sends
 * every uploaded video to VideoPress; the attachment's REST answer then names its hosted video
 * (`jetpack_videopress_guid`, `jetpack_videopress`), which the VideoPress block plays.
 *
 * @package Tessera
 */

defined( 'ABSPATH' ) || exit;

/**
 * Sends a new video attachment's file to the service, once. A video the service cannot take
 * stays a plain video in the media library.
 *
 * @param int $attachment_id The new attachment.
 */
function tessera_send_video_to_host( $attachment_id ) {
	$type = (string) get_post_mime_type( $attachment_id );
	if ( ! tessera_is_connected() || 0 !== strpos( $type, 'video/' ) ) {
		return;
	}
	$file = get_attached_file( $attachment_id );
	if ( ! $file || ! is_readable( $file ) ) {
		return;
	}
	tessera_service_request(
		'PUT',
		'/tessera/v1/site/videos/' . $attachment_id . '?file=' . rawurlencode( wp_basename( $file ) ),
		array(
			'body'    => file_get_contents( $file ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the attachment's own file.
			'headers' => array( 'Content-Type' => $type ),
			'timeout' => 60,
		)
	);
}
add_action( 'add_attachment', 'tessera_send_video_to_host' );

/**
 * The hosted video of a video attachment, as the service describes it (asked once per request).
 *
 * @param int $attachment_id The attachment.
 * @return array `jetpack_videopress_guid` and `jetpack_videopress`, null when it has none.
 */
function tessera_hosted_video( $attachment_id ) {
	static $known = array();
	$none = array(
		'jetpack_videopress_guid' => null,
		'jetpack_videopress'      => null,
	);
	if ( ! tessera_is_connected() || 0 !== strpos( (string) get_post_mime_type( $attachment_id ), 'video/' ) ) {
		return $none;
	}
	if ( ! isset( $known[ $attachment_id ] ) ) {
		$answer = tessera_service_request( 'GET', '/tessera/v1/site/videos/' . $attachment_id );
		$fields = is_wp_error( $answer ) || 200 !== $answer['status'] ? null : json_decode( $answer['body'], true );
		$known[ $attachment_id ] = is_array( $fields ) ? array_merge( $none, array_intersect_key( $fields, $none ) ) : $none;
	}
	return $known[ $attachment_id ];
}

/** The attachment's REST fields that name its hosted video. */
function tessera_register_video_fields() {
	foreach ( array( 'jetpack_videopress_guid', 'jetpack_videopress' ) as $field ) {
		register_rest_field(
			'attachment',
			$field,
			array(
				'get_callback' => static function ( $attachment ) use ( $field ) {
					$video = tessera_hosted_video( (int) $attachment['id'] );
					return $video[ $field ];
				},
				'schema'       => array(
					'description' => 'jetpack_videopress_guid' === $field
						? __( 'The hosted video of the attachment.', 'tessera' )
						: __( 'The hosted video’s settings.', 'tessera' ),
					'type'        => 'jetpack_videopress_guid' === $field ? array( 'string', 'null' ) : array( 'object', 'null' ),
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
			)
		);
	}
}
add_action( 'rest_api_init', 'tessera_register_video_fields' );
