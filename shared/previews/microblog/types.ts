import type { CardType } from '../link-card/format';

/** A media item of a microblog post: `type` is a mime type (`image/png`, `video/mp4`, ...). */
export interface MicroblogMedia {
	type: string;
	url: string;
	alt?: string;
}

/** The link card a microblog post shows for the page it links to. */
export interface MicroblogCard {
	title?: string;
	description?: string;
	image?: string;
	type?: CardType;
	url?: string;
}

/** One post of a microblog preview. */
export interface MicroblogPost {
	text: string;
	media?: MicroblogMedia[];
	card?: MicroblogCard;
	/** When it is (or would be) posted; a timestamp or anything Date accepts. */
	date?: number | string | Date;
	name?: string;
	screenName?: string;
	profileImage?: string;
	/** Addresses that become links where the text holds them in parentheses. */
	urls?: string[];
	/** The address of a quoted post. */
	tweet?: string;
}
