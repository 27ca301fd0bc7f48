import type { StoryMediaFile } from './types';

/** Only web and site-relative addresses make a slide; anything else (javascript:, data:) is dropped. */
export function safeMediaUrl( url: unknown ): string {
	if ( typeof url !== 'string' ) {
		return '';
	}
	const trimmed = url.trim();
	return /^https?:\/\//i.test( trimmed ) || /^\/(?!\/)/.test( trimmed )
		? trimmed
		: '';
}

function text( value: unknown ): string | undefined {
	return typeof value === 'string' && value !== '' ? value : undefined;
}

function size( value: unknown ): number | undefined {
	return typeof value === 'number' && Number.isFinite( value ) && value > 0
		? Math.round( value )
		: undefined;
}

function mediaType(
	item: Record< string, unknown >
): StoryMediaFile[ 'type' ] | null {
	const kind = String( item.type ?? item.media_type ?? '' );
	const mime = String( item.mime ?? item.mime_type ?? '' );
	if ( kind === 'video' || mime.startsWith( 'video/' ) ) {
		return 'video';
	}
	if ( kind === 'image' || mime.startsWith( 'image/' ) ) {
		return 'image';
	}
	return null;
}

/**
 * A slide from whatever the media picker or an upload handed over (the library's item shape or
 * the REST shape); null for anything that is neither an image nor a video with a usable address.
 */
export function toMediaFile( raw: unknown ): StoryMediaFile | null {
	if ( ! raw || typeof raw !== 'object' ) {
		return null;
	}
	const item = raw as Record< string, unknown >;
	const type = mediaType( item );
	const sourceUrl = item.url ?? item.source_url;
	const url = safeMediaUrl( sourceUrl );
	if ( ! type || ! url ) {
		return null;
	}
	const caption =
		typeof item.caption === 'object' && item.caption
			? ( item.caption as { raw?: unknown } ).raw
			: item.caption;
	const details = ( item.media_details ?? {} ) as Record< string, unknown >;
	const file: StoryMediaFile = {
		id: size( item.id ),
		type,
		url,
		alt: text( item.alt ?? item.alt_text ),
		title: text(
			typeof item.title === 'object' && item.title
				? ( item.title as { raw?: unknown } ).raw
				: item.title
		),
		link: text( item.link ),
		mime: text( item.mime ?? item.mime_type ),
		caption: text( caption ),
		width: size( item.width ?? details.width ),
		height: size( item.height ?? details.height ),
	};
	return Object.fromEntries(
		Object.entries( file ).filter( ( [ , value ] ) => value !== undefined )
	) as unknown as StoryMediaFile;
}

/** The slides among a picked list, in order, skipping what cannot be a slide. */
export function toMediaFiles( items: unknown ): StoryMediaFile[] {
	const list = Array.isArray( items ) ? items : [ items ];
	return list
		.map( toMediaFile )
		.filter( ( file ): file is StoryMediaFile => file !== null );
}
