/**
 * The visitor's subscription form: a real `<form>` that posts the address to the site (no
 * script needed), styled from the shortcode's options, with the outcome of the last sign-up
 * when the page is the one the form returned to.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import {
	escapeHtml,
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import { safeColor } from '../../../shared/colors/safe-color';
import { safeGradient } from '../../../shared/colors/safe-gradient';
import { buttonWidthValue, clampSetting, presetSlug } from './rules';
import { fontSizeValue } from './font-size';
import { outcomeMessage, type SubscribeOutcome } from './outcome';
import { formatNumberIn } from '../../../shared/locale/number';
import { shownText } from './texts';

export const SUBSCRIBE_ACTION = '/tessera-subscribe';

export interface FormContext {
	/** Confirmed subscribers, or null when the count cannot be read. */
	count: number | null;
	/** The post holding the form, where the visitor returns. */
	postId: number;
	/** The n-th form of the page, for unique ids. */
	instance: number;
	/** The site's WordPress locale, for the count's digits. */
	locale?: string;
	/** The outcome of the sign-up this page shows, if any. */
	outcome?: SubscribeOutcome;
}

type Options = Record< string, string | undefined >;

/** A CSS property and its value; an undefined value is left out. */
export type Declaration = [ string, string | undefined ];

function declarations( entries: Declaration[] ) {
	return entries
		.filter( ( [ , value ] ) => value !== undefined && value !== '' )
		.map( ( [ name, value ] ) => `${ name }:${ value }` )
		.join( ';' );
}

export function presetClasses( options: Options, kind: 'email' | 'button' ) {
	const prefix = kind === 'email' ? 'emailField' : 'button';
	const color = presetSlug( options[ `${ prefix }BackgroundColor` ] );
	const gradient = presetSlug( options[ `${ prefix }Gradient` ] );
	const text = presetSlug( options.textColor );
	const border = presetSlug( options.borderColor );
	const size = presetSlug( options.fontSize );
	return [
		color && `has-${ color }-background-color`,
		gradient && `has-${ gradient }-gradient-background`,
		kind === 'button' && text && `has-${ text }-color`,
		border && `has-${ border }-border-color`,
		size && `has-${ size }-font-size`,
	].filter( ( name ): name is string => !! name );
}

/** The inline style both the field and the button share: size, border, radius, padding. */
function sharedStyle( options: Options ): Declaration[] {
	const padding = clampSetting( 'padding', options.padding );
	return [
		[
			'font-size',
			presetSlug( options.fontSize )
				? undefined
				: fontSizeValue( options.customFontSize ?? options.fontSize ),
		],
		[ 'padding', `${ padding }px ${ Math.round( padding * 1.5 ) }px` ],
		[
			'border-radius',
			`${ clampSetting( 'borderRadius', options.borderRadius ) }px`,
		],
		[
			'border-width',
			`${ clampSetting( 'borderWeight', options.borderWeight ) }px`,
		],
		[ 'border-style', 'solid' ],
		[ 'border-color', safeColor( options.customBorderColor ) ],
	];
}

function background( options: Options, prefix: string ): Declaration {
	const gradient = safeGradient( options[ `custom${ prefix }Gradient` ] );
	return gradient
		? [ 'background', gradient ]
		: [
				'background-color',
				safeColor( options[ `custom${ prefix }BackgroundColor` ] ),
			];
}

/** The e-mail field's inline style, as CSS declarations. */
export function fieldStyle( options: Options ): Declaration[] {
	return [ ...sharedStyle( options ), background( options, 'EmailField' ) ];
}

/** The button's inline style, as CSS declarations. */
export function buttonStyle( options: Options ): Declaration[] {
	const spacing = clampSetting( 'spacing', options.spacing );
	return [
		...sharedStyle( options ),
		background( options, 'Button' ),
		[ 'color', safeColor( options.customTextColor ) ],
		[ 'width', buttonWidthValue( options.buttonWidth ) ],
		[
			options.buttonOnNewLine === 'true' ? 'margin-top' : 'margin-left',
			`${ spacing }px`,
		],
	];
}

/** The block's attributes as the shortcode carries them: every value a string. */
export function optionsFromAttributes( attributes: object ): Options {
	return Object.fromEntries(
		Object.entries( attributes )
			.filter( ( [ , value ] ) => value !== undefined && value !== null )
			.map( ( [ name, value ] ) => [ name, String( value ) ] )
	);
}

/**
 * @param count  Confirmed subscribers, null when unknown.
 * @param locale The WordPress locale whose digits and grouping the number takes (`fr_FR`: 1 234).
 */
export function subscriberCountText(
	count: number | null,
	locale?: string
): string {
	if ( count === null ) {
		return __( 'Subscriber count unavailable', 'tessera' );
	}
	return sprintf(
		/* translators: %s: number of subscribers */
		_n(
			'Join %s other subscriber',
			'Join %s other subscribers',
			count,
			'tessera'
		),
		formatNumberIn( count, locale )
	);
}

export function subscriptionFormHtml(
	options: Options,
	context: FormContext
): string {
	const id = `subscribe-blog-${ context.instance }`;
	const onNewLine = options.buttonOnNewLine === 'true';
	const placeholder = shownText( options, 'subscribePlaceholder' );
	// A post saved by the first version and not opened since still names its button `subscribe_button`.
	const buttonText = shownText(
		{
			submitButtonText:
				options.submitButtonText ||
				options.subscribeButton ||
				undefined,
		},
		'submitButtonText'
	);
	const notice = context.outcome
		? `<p class="tessera-subscription-form__notice is-${ escapeHtml(
				context.outcome
			) }" role="status">${ escapeHtml( outcomeMessage( context.outcome ) ) }</p>`
		: '';
	const count =
		options.showSubscribersTotal === 'true'
			? `<p class="tessera-subscription-form__count">${ escapeHtml(
					subscriberCountText( context.count, context.locale )
				) }</p>`
			: '';
	const field = `<p class="tessera-subscription-form__email"><label class="screen-reader-text"${ htmlAttributes(
		{ for: `${ id }-email` }
	) }>${ escapeHtml( placeholder || shownText( {}, 'subscribePlaceholder' ) ) }</label><input${ htmlAttributes(
		{
			type: 'email',
			name: 'email',
			id: `${ id }-email`,
			required: true,
			autocomplete: 'email',
			placeholder,
			class: safeClassNames( ...presetClasses( options, 'email' ) ),
			style: declarations( fieldStyle( options ) ),
		}
	) }></p>`;
	const button = `<p class="tessera-subscription-form__submit"><button${ htmlAttributes(
		{
			type: 'submit',
			class: safeClassNames(
				'wp-block-button__link',
				...presetClasses( options, 'button' )
			),
			style: declarations( buttonStyle( options ) ),
		}
	) }>${ escapeHtml( buttonText ) }</button></p>`;
	return `<form${ htmlAttributes( {
		method: 'post',
		action: SUBSCRIBE_ACTION,
		id,
		class: safeClassNames(
			'tessera-subscription-form',
			onNewLine ? 'is-button-on-new-line' : 'is-button-inline'
		),
	} ) }>${ notice }<div class="tessera-subscription-form__row">${ field }${ button }</div><input${ htmlAttributes(
		{ type: 'hidden', name: 'post_id', value: String( context.postId ) }
	) }><input${ htmlAttributes( {
		type: 'hidden',
		name: 'form_id',
		value: id,
	} ) }>${ count }</form>`;
}
