/** The external user a sign-in popup reports, as the service describes it. */
type ExternalAccessUser = Readonly< Record< string, unknown > >;

/** What a popup sign-in gives when the user approved: a keyring connection and its token. */
export interface ExternalAccessGranted {
	keyring_id: number;
	id_token?: string;
	user?: ExternalAccessUser;
}

/** The result of a popup sign-in: the connection, or `{}` when none was made (closed, cancelled, blocked). */
export type ExternalAccessResult =
	ExternalAccessGranted | Record< string, never >;

export interface ExternalAccessOptions {
	/** Aborting closes the popup; the promise then resolves with what had arrived (usually `{}`). */
	signal?: AbortSignal;
	/** The popup's size in CSS pixels when a service asks for its own (POPUP_WIDTH × POPUP_HEIGHT otherwise). */
	width?: number;
	height?: number;
}
