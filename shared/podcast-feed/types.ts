/** One episode as the player shows it. */
export interface PodcastTrack {
	id: string;
	guid: string;
	title: string;
	link: string;
	/** The audio file (the enclosure), an absolute http(s) address. */
	src: string;
	/** The enclosure's media type, for example `audio/mpeg`. */
	type: string;
	/** Plain text: the feed's HTML is reduced to its words. */
	description: string;
	/** `H:MM:SS` or `M:SS`, empty when the feed gives none. */
	duration: string;
	/** The episode's own artwork, else the show's; empty when neither. */
	image: string;
}

/** An entry of the editor's 'Episode' select. */
export interface PodcastEpisodeOption {
	label: string;
	value: string;
}

/** What `/wpcom/v2/podcast-player` answers. */
export interface PodcastFeedData {
	title: string;
	link: string;
	cover: string;
	tracks: PodcastTrack[];
	options?: PodcastEpisodeOption[];
}

export interface PodcastQuery {
	/** Only these episodes, in this order (when given and not empty). */
	guids?: string[];
	/** Also list every episode for the 'Episode' select. */
	episodeOptions?: boolean;
}
