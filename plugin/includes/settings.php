<?php
/**
 * Settings → Tessera: the service's address, Connect, the status, Disconnect.
 *
 * @package Tessera
 */

defined( 'ABSPATH' ) || exit;

/** Adds the page under Settings, for those who manage options. */
function tessera_add_settings_page() {
	add_options_page(
		__( 'Tessera', 'tessera' ),
		__( 'Tessera', 'tessera' ),
		'manage_options',
		'tessera',
		'tessera_render_settings_page'
	);
}

/** The page's URL, with a notice to show once. */
function tessera_settings_url( $notice = '' ) {
	$url = admin_url( 'options-general.php?page=tessera' );
	return $notice ? add_query_arg( 'tessera-notice', $notice, $url ) : $url;
}

/** Prints the page. */
function tessera_render_settings_page() {
	$connection = tessera_connection();
	$notice     = isset( $_GET['tessera-notice'] ) ? sanitize_key( wp_unslash( $_GET['tessera-notice'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks a message.
	$error      = get_transient( 'tessera_connect_error_' . get_current_user_id() );
	delete_transient( 'tessera_connect_error_' . get_current_user_id() );
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Tessera', 'tessera' ); ?></h1>
		<?php if ( 'connected' === $notice ) : ?>
			<div class="notice notice-success"><p><?php esc_html_e( 'This site is now connected to the Tessera service.', 'tessera' ); ?></p></div>
		<?php elseif ( 'disconnected' === $notice ) : ?>
			<div class="notice notice-success"><p><?php esc_html_e( 'This site is no longer connected to a Tessera service.', 'tessera' ); ?></p></div>
		<?php elseif ( $error ) : ?>
			<div class="notice notice-error"><p><?php echo esc_html( $error ); ?></p></div>
		<?php endif; ?>
		<p><?php esc_html_e( 'Forms, subscriptions, payments, likes, maps and the other blocks that need a server reach it through the Tessera service this site connects to.', 'tessera' ); ?></p>
		<?php if ( $connection ) : ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><?php esc_html_e( 'Status', 'tessera' ); ?></th>
					<td><strong class="tessera-connection-status"><?php esc_html_e( 'Connected', 'tessera' ); ?></strong></td>
				</tr>
				<tr>
					<th scope="row"><?php esc_html_e( 'Service address', 'tessera' ); ?></th>
					<td><code><?php echo esc_html( $connection['url'] ); ?></code></td>
				</tr>
			</table>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="tessera_disconnect" />
				<?php wp_nonce_field( 'tessera_disconnect' ); ?>
				<?php submit_button( __( 'Disconnect', 'tessera' ), 'secondary' ); ?>
			</form>
		<?php else : ?>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="tessera_connect" />
				<?php wp_nonce_field( 'tessera_connect' ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><?php esc_html_e( 'Status', 'tessera' ); ?></th>
						<td><span class="tessera-connection-status"><?php esc_html_e( 'Not connected', 'tessera' ); ?></span></td>
					</tr>
					<tr>
						<th scope="row"><label for="tessera-service-address"><?php esc_html_e( 'Service address', 'tessera' ); ?></label></th>
						<td>
							<input name="tessera_service_address" id="tessera-service-address" type="url" class="regular-text code" required placeholder="https://tessera.example" />
							<p class="description"><?php esc_html_e( 'The address the Tessera service prints when it starts.', 'tessera' ); ?></p>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="tessera-registration-key"><?php esc_html_e( 'Registration key', 'tessera' ); ?></label></th>
						<td>
							<input name="tessera_registration_key" id="tessera-registration-key" type="password" class="regular-text code" autocomplete="off" />
							<p class="description"><?php esc_html_e( 'Only when the service asks for one: the key its operator gave you.', 'tessera' ); ?></p>
						</td>
					</tr>
				</table>
				<?php submit_button( __( 'Connect', 'tessera' ) ); ?>
			</form>
		<?php endif; ?>
	</div>
	<?php
}

/** Handles Connect. */
function tessera_handle_connect() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage options for this site.', 'tessera' ), 403 );
	}
	check_admin_referer( 'tessera_connect' );
	$address = isset( $_POST['tessera_service_address'] ) ? sanitize_text_field( wp_unslash( $_POST['tessera_service_address'] ) ) : '';
	$key     = isset( $_POST['tessera_registration_key'] ) ? sanitize_text_field( wp_unslash( $_POST['tessera_registration_key'] ) ) : '';
	$result  = tessera_connect( $address, $key );
	if ( is_wp_error( $result ) ) {
		set_transient( 'tessera_connect_error_' . get_current_user_id(), $result->get_error_message(), MINUTE_IN_SECONDS );
		wp_safe_redirect( tessera_settings_url() );
		exit;
	}
	wp_safe_redirect( tessera_settings_url( 'connected' ) );
	exit;
}

/** Handles Disconnect. */
function tessera_handle_disconnect() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage options for this site.', 'tessera' ), 403 );
	}
	check_admin_referer( 'tessera_disconnect' );
	tessera_disconnect();
	wp_safe_redirect( tessera_settings_url( 'disconnected' ) );
	exit;
}
