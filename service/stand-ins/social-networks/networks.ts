/** The networks posts are shared to (Keyring's service names), and how long a post may be. */
export const SOCIAL_NETWORKS = {
	twitter: { label: 'Twitter', maxLength: 280, maxMedia: 4 },
	facebook: { label: 'Facebook', maxLength: 63206, maxMedia: 10 },
	linkedin: { label: 'LinkedIn', maxLength: 3000, maxMedia: 9 },
	tumblr: { label: 'Tumblr', maxLength: 4096, maxMedia: 10 },
} as const;

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

export function isSocialNetwork( name: unknown ): name is SocialNetwork {
	return typeof name === 'string' && Object.hasOwn( SOCIAL_NETWORKS, name );
}
