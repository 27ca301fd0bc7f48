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

/** One sharing of a post to one connection, as the post's `jetpack_publicize_shares` field lists it. */
export interface PublicizeShare {
	connection_id: string;
	service: string;
	/** The account's name at the network; '' once the connection is gone. */
	display_name: string;
	status: 'success' | 'failure';
	/** The network's refusal, for a failed sharing; '' otherwise. */
	message: string;
	/** How many posts the network received (a thread's tweets). */
	posted: number;
	/** When, in UTC (`2026-11-26T19:30:00`). */
	timestamp: string;
}
