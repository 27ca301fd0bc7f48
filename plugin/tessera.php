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

require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/editor.php';
require_once __DIR__ . '/includes/post-meta.php';

add_action( 'init', 'tessera_register_blocks' );
add_action( 'init', 'tessera_register_post_meta' );
add_action( 'init', 'tessera_register_editor_script' );
add_action( 'enqueue_block_editor_assets', 'tessera_enqueue_editor_assets' );
