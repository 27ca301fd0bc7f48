/** The external account a service's stand-in signs the user in as (its fixture). */
interface KeyringFixtureAccount {
	/** The service's own id of the account (a string, as services give it). */
	externalId: string;
	displayName: string;
	/** A picture served by this site: `/keyring/pictures/<service>.svg`. */
	picturePath: string;
}

export interface KeyringService {
	/** How people know the service ("Google Photos"). */
	label: string;
	account: KeyringFixtureAccount;
}

const picture = ( service: string ) => `/keyring/pictures/${ service }.svg`;

/**
 * The services a user may connect through the keyring, keyed by Keyring's service name, with the
 * account each stand-in connects. Later issues (Google Photos picker, Instagram gallery, social
 * previews, Mailchimp) read their connections by these names.
 */
export const KEYRING_SERVICES = {
	google_photos: {
		label: 'Google Photos',
		account: {
			externalId: '108234567890123456789',
			displayName: 'Alex Rivera',
			picturePath: picture( 'google_photos' ),
		},
	},
	instagram: {
		label: 'Instagram',
		account: {
			externalId: '17841405822304914',
			displayName: 'alexrivera.studio',
			picturePath: picture( 'instagram' ),
		},
	},
	twitter: {
		label: 'Twitter',
		account: {
			externalId: '1298374650192837465',
			displayName: '@alexrivera',
			picturePath: picture( 'twitter' ),
		},
	},
	facebook: {
		label: 'Facebook',
		account: {
			externalId: '102938475610293',
			displayName: 'Rivera Studio',
			picturePath: picture( 'facebook' ),
		},
	},
	linkedin: {
		label: 'LinkedIn',
		account: {
			externalId: 'x7Kd2LmQ9p',
			displayName: 'Alex Rivera',
			picturePath: picture( 'linkedin' ),
		},
	},
	tumblr: {
		label: 'Tumblr',
		account: {
			externalId: 't:Qm3vX8rT1kZp0aLw5bN2yA',
			displayName: 'riverastudio',
			picturePath: picture( 'tumblr' ),
		},
	},
	mailchimp: {
		label: 'Mailchimp',
		account: {
			externalId: '8f2c41d9a07be3c5d16a4e2f0',
			displayName: 'Rivera Studio Newsletter',
			picturePath: picture( 'mailchimp' ),
		},
	},
} as const satisfies Record< string, KeyringService >;

export type KeyringServiceName = keyof typeof KEYRING_SERVICES;

export const KEYRING_SERVICE_NAMES = Object.keys(
	KEYRING_SERVICES
) as KeyringServiceName[];

/** Narrows a name from a URL or a query to a known service. */
export function isKeyringService( name: unknown ): name is KeyringServiceName {
	return typeof name === 'string' && Object.hasOwn( KEYRING_SERVICES, name );
}
