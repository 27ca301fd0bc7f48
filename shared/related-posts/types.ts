/**
 * One related post as the site computes it for a post (the shape Jetpack's related-posts module
 * gives the block editor and the block's render): where it is, its title, its picture when it
 * has one, its date as the site writes dates, and why it is related.
 */
export interface RelatedPost {
	id: number;
	url: string;
	title: string;
	/** The featured image, else the first image of the content; an empty `src` when none. */
	img: { src: string; alt_text: string };
	date: string;
	context: string;
}

/** Most related posts a block may show. */
export const MAX_RELATED_POSTS = 6;
