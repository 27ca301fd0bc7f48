/** The longest text each post field accepts; longer input gets rest_invalid_param and stores nothing. */
export const LIMITS = {
	title: 65535,
	excerpt: 65535,
	/** Post content: generous for long posts, far below the request body limit. */
	content: 5_000_000,
	slug: 200,
	password: 255,
	template: 255,
	name: 250,
	description: 65535,
	url: 2048,
	search: 1000,
};
