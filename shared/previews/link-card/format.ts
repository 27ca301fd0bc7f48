import { firstValid, hardTruncation, shortEnough } from '../truncate';

/** Link card limits in characters (the microblog card uses the same description limit). */
const CARD_TITLE_LENGTH = 80;
const CARD_DESCRIPTION_LENGTH = 200;

export const cardTitle = firstValid(
	shortEnough( CARD_TITLE_LENGTH ),
	hardTruncation( CARD_TITLE_LENGTH )
);

export const cardDescription = firstValid(
	shortEnough( CARD_DESCRIPTION_LENGTH ),
	hardTruncation( CARD_DESCRIPTION_LENGTH )
);

/** The card types a page can declare (`twitter:card`), and the layouts the previews draw. */
export type CardType = 'summary' | 'summary_large_image' | string;
export type CardLayout = 'summary' | 'summary-large-image';

/**
 * The layout for a declared card type: the large-image summary type gets the
 * summary-with-large-image card; anything else the plain summary card.
 *
 * @param type The declared card type.
 */
export function cardLayout( type: CardType | undefined ): CardLayout {
	return type === 'summary_large_image' ? 'summary-large-image' : 'summary';
}
