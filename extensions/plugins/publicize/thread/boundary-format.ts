import { registerFormatType, unregisterFormatType } from '@wordpress/rich-text';
import type { RichTextFormat } from '@wordpress/rich-text';
import { __ } from '@wordpress/i18n';
import type { TweetBoundary } from '../../../../shared/tweetstorm/types';
import { STORE_NAME } from './store';

const FORMAT_NAME = 'tessera/tweet-boundary';

interface HandlerContext {
	richTextIdentifier: string;
	blockClientId: string;
}

type Formats = Array< RichTextFormat[] | undefined >;

/**
 * Marks each place a rich text is cut between two tweets. Like the editor's annotations, the
 * marks are drawn into the editable text only: they are never part of the block's value, so
 * they are never saved.
 */
const settings = {
	name: FORMAT_NAME,
	title: __( 'Tweet boundary', 'tessera' ),
	tagName: 'mark',
	className: 'tessera-tweet-boundary',
	interactive: false,
	edit: () => null,
	__experimentalGetPropsForEditableTreePreparation: (
		select: ( store: string ) => unknown,
		{ richTextIdentifier, blockClientId }: HandlerContext
	) => ( {
		boundaries: (
			select( STORE_NAME ) as {
				getBoundaries: ( id: string, container: string ) => TweetBoundary[];
			}
		 ).getBoundaries( blockClientId, richTextIdentifier ),
	} ),
	__experimentalCreatePrepareEditableTree:
		( { boundaries }: { boundaries: TweetBoundary[] } ) =>
		( formats: Formats, text: string ): Formats => {
			if ( ! boundaries.length ) {
				return formats;
			}
			const next = [ ...formats ];
			for ( const boundary of boundaries ) {
				const start = Math.max( 0, boundary.end > boundary.start ? boundary.start : boundary.start - 1 );
				const end = Math.min( text.length, Math.max( boundary.end, start + 1 ) );
				for ( let index = start; index < end; index++ ) {
					next[ index ] = [
						...( next[ index ] ?? [] ),
						{
							type: FORMAT_NAME,
							attributes: { 'aria-label': __( 'Tweet boundary', 'tessera' ) },
						} as RichTextFormat,
					];
				}
			}
			return next;
		},
};

export function registerBoundaryFormat(): void {
	registerFormatType( FORMAT_NAME, settings as never );
}

export function unregisterBoundaryFormat(): void {
	unregisterFormatType( FORMAT_NAME );
}
