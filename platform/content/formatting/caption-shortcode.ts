import { escAttr, sanitizeHtmlClass } from './esc-attr';
import { SPACE, phpTrim } from './php-regex';
import { phpInt } from './php-int';
import { shortcodeAtts } from './shortcode-atts';
import type { ShortcodeHandler } from './shortcodes';

/** An image (alone or in a link) at the start of the content, then the caption text. */
const IMAGE_THEN_TEXT = new RegExp(
	`((?:<a [^>]+>${ SPACE }*)?<img [^>]+>(?:${ SPACE }*</a>)?)(.*)`,
	'is'
);

const DEFAULTS = {
	id: '',
	caption_id: '',
	align: 'alignnone',
	width: '',
	caption: '',
	class: '',
};

/** PHP's truthiness of a string: '' and '0' are false. */
const truthy = ( value: string ) => value !== '' && value !== '0';

/**
 * img_caption_shortcode() for a theme with HTML5 captions: `[caption width="300"]<img>Text[/caption]`
 * becomes a <figure> as wide as the image, with the text in a <figcaption>. Without a width of at
 * least 1 or without a caption, the content is left as it is.
 *
 * @param filterCaption The post HTML filter for a `caption` attribute that holds markup.
 */
export function captionShortcode(
	filterCaption: ( html: string ) => string
): ShortcodeHandler {
	return ( given, content, _tag, expand ) => {
		const atts = { ...given };
		if ( ! Object.hasOwn( atts, 'caption' ) ) {
			const match = IMAGE_THEN_TEXT.exec( content );
			if ( match ) {
				content = match[ 1 ];
				atts.caption = phpTrim( match[ 2 ] );
			}
		} else if ( atts.caption.includes( '<' ) ) {
			atts.caption = filterCaption( atts.caption );
		}
		const {
			id,
			caption_id: givenCaptionId,
			align,
			width,
			caption,
			class: extraClass,
		} = shortcodeAtts( DEFAULTS, atts );
		const pixels = phpInt( width );
		if ( pixels < 1 || ! truthy( caption ) ) {
			return content;
		}
		const figureId = truthy( id ) ? sanitizeHtmlClass( id ) : '';
		let captionId = '';
		if ( truthy( givenCaptionId ) ) {
			captionId = sanitizeHtmlClass( givenCaptionId );
		} else if ( truthy( id ) ) {
			captionId = `caption-${ figureId.replace( /_/g, '-' ) }`;
		}
		const idAttribute = truthy( id )
			? `id="${ escAttr( figureId ) }" `
			: '';
		const described = truthy( captionId )
			? `aria-describedby="${ escAttr( captionId ) }" `
			: '';
		const captionIdAttribute = truthy( captionId )
			? `id="${ escAttr( captionId ) }" `
			: '';
		const className = phpTrim( `wp-caption ${ align } ${ extraClass }` );
		return `<figure ${ idAttribute }${ described }style="width: ${ pixels }px" class="${ escAttr(
			className
		) }">${ expand(
			content
		) }<figcaption ${ captionIdAttribute }class="wp-caption-text">${ caption }</figcaption></figure>`;
	};
}
