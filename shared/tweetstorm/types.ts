/** Where a block's text is cut between two tweets: offsets into the block's rich text. */
export interface TweetBoundary {
	/** The rich text holding the cut (a block attribute name, `content` for paragraphs). */
	container: string;
	/** `normal`: at a space inside a line; `end-of-line`: at a line break. */
	type: 'normal' | 'end-of-line';
	start: number;
	end: number;
	/** The line (0-based) the cut follows, for `end-of-line`. */
	line?: number;
}

export interface TweetMedia {
	url: string;
	alt: string;
	type: string;
}

export interface TweetCard {
	title: string;
	description: string;
	image: string;
	type: 'summary' | 'summary_large_image';
	url: string;
}

export interface Tweet {
	text: string;
	media: TweetMedia[];
	/** The address of an embedded tweet this one quotes, or ''. */
	tweet: string;
	/** Addresses in the tweet, in order (each counts 23 characters, as the network shortens it). */
	urls: string[];
	card?: TweetCard;
	/** Client ids of the blocks the tweet comes from. */
	blocks: string[];
	/** Where the tweet's last block continues in the next tweet, or false. */
	boundary: TweetBoundary | false;
}

/** A block as the splitter reads it: its name, attributes and saved HTML (no inner blocks). */
export interface SplitterBlock {
	clientId: string;
	name: string;
	attributes: Record< string, unknown >;
	/** The block's own saved HTML, without its inner blocks' markup. */
	html: string;
	innerBlocks: SplitterBlock[];
}

export type BlockWarningKind =
	| 'media-limit'
	| 'formatting'
	| 'links'
	| 'unsupported';

export interface BlockWarning {
	clientId: string;
	kind: BlockWarningKind;
}
