import { replaceEach } from './php-regex';

/**
 * capital_P_dangit(): "Wordpress" written as a word in running text (after a space, an opening
 * quote, a tag or a bracket) becomes "WordPress"; inside addresses and file names it is left.
 */
export function capitalPDangit( text: string ): string {
	return replaceEach(
		text,
		[ ' ', '&#8216;', '&#8220;', '>', '(' ].map(
			( before ) =>
				[ `${ before }Wordpress`, `${ before }WordPress` ] as const
		)
	);
}
