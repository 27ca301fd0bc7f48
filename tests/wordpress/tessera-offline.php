<?php
/**
 * Plugin Name: Tessera offline
 * Description: Must-use plugin of the test sites: switches off everything WordPress would fetch
 * from the Internet (the test machine has none) and the welcome guides, whose images come from it.
 *
 * @package Tessera
 */

/**
 * The editors' preferences with every welcome guide seen.
 *
 * @return array The value of the user meta `<prefix>persisted_preferences`.
 */
function tessera_offline_seen_guides() {
	return array(
		'core/edit-post'         => array(
			'welcomeGuide'         => false,
			'welcomeGuideTemplate' => false,
		),
		'core/edit-site'         => array(
			'welcomeGuide'         => false,
			'welcomeGuidePage'     => false,
			'welcomeGuideStyles'   => false,
			'welcomeGuideTemplate' => false,
		),
		'core/edit-widgets'      => array( 'welcomeGuide' => false ),
		'core/customize-widgets' => array( 'welcomeGuide' => false ),
		'_modified'              => gmdate( 'Y-m-d\TH:i:s.v\Z' ),
	);
}

// A user who never saved editor preferences has seen the welcome guides all the same.
add_filter(
	'default_user_metadata',
	function ( $value, $object_id, $meta_key, $single ) {
		global $wpdb;
		if ( $wpdb->get_blog_prefix() . 'persisted_preferences' !== $meta_key ) {
			return $value;
		}
		return $single ? tessera_offline_seen_guides() : array( tessera_offline_seen_guides() );
	},
	10,
	4
);

// HTTP requests from PHP reach this machine only.
add_filter(
	'pre_http_request',
	function ( $response, $args, $url ) {
		$host = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
		if ( in_array( $host, array( 'localhost', '127.0.0.1', '[::1]', '::1' ), true ) ) {
			return $response;
		}
		return new WP_Error( 'tessera_offline', "Offline test site: no request to $host." );
	},
	10,
	3
);

// WordPress.org's directories of plugins, themes and translations are out of reach: said at once,
// without the request whose failure WordPress logs as a warning.
foreach ( array( 'plugins_api', 'themes_api', 'translations_api' ) as $tessera_offline_api ) {
	add_filter(
		$tessera_offline_api,
		function () {
			return new WP_Error( 'tessera_offline', 'Offline test site: WordPress.org is out of reach.' );
		}
	);
}

// Avatars come from gravatar.com: none, and a local blank image where a URL is needed (REST).
add_filter( 'pre_option_show_avatars', '__return_zero' );
add_filter(
	'pre_get_avatar_data',
	function ( $args ) {
		$args['url']          = includes_url( 'images/blank.gif' );
		$args['found_avatar'] = false;
		return $args;
	}
);

// No block directory, remote patterns, Openverse media, Google Fonts collection or emoji CDN.
remove_action( 'enqueue_block_editor_assets', 'wp_enqueue_editor_block_directory_assets' );
add_filter( 'should_load_remote_block_patterns', '__return_false' );
add_filter(
	'block_editor_settings_all',
	function ( $settings ) {
		$settings['enableOpenverseMediaCategory'] = false;
		return $settings;
	}
);
remove_action( 'init', '_wp_register_default_font_collections' );
remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'embed_head', 'print_emoji_detection_script' );
add_action(
	'admin_init',
	function () {
		// Hooked by wp-admin/includes/admin-filters.php, which loads after this plugin.
		remove_action( 'admin_print_scripts', 'print_emoji_detection_script' );
	}
);

// No mail.
add_filter( 'pre_wp_mail', '__return_false' );

/**
 * An update check made just now, for the versions installed, that found nothing.
 *
 * @param array $checked The versions checked, by plugin file or theme.
 * @return object The value of the transient update_core, update_plugins or update_themes.
 */
function tessera_offline_update_check( $checked = array() ) {
	return (object) array(
		'last_checked'    => time(),
		'version_checked' => wp_get_wp_version(),
		'updates'         => array(),
		'checked'         => $checked,
		'response'        => array(),
		'no_update'       => array(),
		'translations'    => array(),
	);
}

// No update checks: WordPress sees a fresh check of what is installed and asks no further.
add_filter(
	'pre_site_transient_update_core',
	function () {
		return tessera_offline_update_check();
	}
);
add_filter(
	'pre_site_transient_update_plugins',
	function () {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		return tessera_offline_update_check( wp_list_pluck( get_plugins(), 'Version' ) );
	}
);
add_filter(
	'pre_site_transient_update_themes',
	function () {
		return tessera_offline_update_check(
			array_map(
				function ( $theme ) {
					return $theme->get( 'Version' );
				},
				wp_get_themes()
			)
		);
	}
);
add_filter( 'automatic_updater_disabled', '__return_true' );
// Right after a plugin or theme is installed WordPress checks for updates whatever the last
// check says; offline, each check would log a warning. (The admin adds these hooks after the
// must-use plugins load.)
add_action(
	'admin_init',
	function () {
		remove_action( 'upgrader_process_complete', 'wp_version_check', 10 );
		remove_action( 'upgrader_process_complete', 'wp_update_plugins', 10 );
		remove_action( 'upgrader_process_complete', 'wp_update_themes', 10 );
	}
);

// No "WordPress Events and News" on the dashboard.
add_action(
	'wp_dashboard_setup',
	function () {
		remove_meta_box( 'dashboard_primary', 'dashboard', 'side' );
	}
);
