/** A Publicize connection as the editor reads it (Jetpack's connection fields). */
export interface PublicizeConnection {
	id: string;
	connection_id: string;
	display_name: string;
	profile_display_name: string;
	profile_picture: string;
	service_name: string;
	enabled: boolean;
	toggleable: boolean;
	done: boolean;
	test_success: boolean | 'must_reauth';
	test_message: string;
	can_refresh: boolean;
	refresh_url: string;
	refresh_text: string;
}
