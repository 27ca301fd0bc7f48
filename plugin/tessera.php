<?php
/**
 * Plugin Name:       Tessera
 * Description:       Blocks and editor extensions for the block editor: forms, business hours, maps, payments, galleries, podcasts, social sharing and more.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      7.4
 * Author:            The Tessera team
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       tessera
 * Domain Path:       /languages
 *
 * @package Tessera
 */

defined( 'ABSPATH' ) || exit;

define( 'TESSERA_PLUGIN_FILE', __FILE__ );
define( 'TESSERA_BUILD_DIR', __DIR__ . '/build' );

require_once __DIR__ . '/includes/i18n.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/editor.php';
require_once __DIR__ . '/includes/post-meta.php';
require_once __DIR__ . '/includes/connection.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/forward.php';
require_once __DIR__ . '/includes/media.php';
require_once __DIR__ . '/includes/videos.php';
require_once __DIR__ . '/includes/render.php';
require_once __DIR__ . '/includes/sync.php';
require_once __DIR__ . '/includes/admin-pages.php';

add_action( 'init', 'tessera_load_textdomain', 0 );
add_action( 'init', 'tessera_register_blocks' );
add_action( 'init', 'tessera_register_post_meta' );
add_action( 'init', 'tessera_register_editor_script' );
add_action( 'enqueue_block_editor_assets', 'tessera_enqueue_editor_assets' );

add_action( 'admin_menu', 'tessera_add_settings_page' );
add_action( 'admin_post_tessera_connect', 'tessera_handle_connect' );
add_action( 'admin_post_tessera_disconnect', 'tessera_handle_disconnect' );
add_action( 'rest_api_init', 'tessera_register_forwarding_routes' );
add_action( 'parse_request', 'tessera_forward_visitor_request', 0 );
add_filter( 'pre_render_block', 'tessera_pre_render_block', 10, 2 );
add_filter( 'the_content', 'tessera_append_post_footer', 20 );
add_action( 'wp_after_insert_post', 'tessera_sync_saved_post', 10, 2 );
add_action( 'deleted_post', 'tessera_sync_deleted_post', 10, 2 );
add_action( 'init', 'tessera_watch_synced_options' );
add_action( 'admin_menu', 'tessera_add_admin_pages' );
add_action( 'load-toplevel_page_tessera-feedback', 'tessera_export_feedback' );
add_action( 'admin_menu', 'tessera_add_sharing_page' );
add_action( 'load-settings_page_sharing', 'tessera_show_sharing_screen' );
add_action( 'load-tools_page_tessera-earnings', 'tessera_show_earnings_screen' );
add_action( 'admin_enqueue_scripts', 'tessera_enqueue_admin_page_assets' );
