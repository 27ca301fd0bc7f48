/**
 * The allowed elements and attributes: wp_kses_allowed_html( 'post' ) for post content and
 * excerpts, and the small table titles get.
 */

/** What an allowed attribute's value must satisfy. */
interface AttributeChecks {
	/** Without this attribute (or with a value that fails), the element keeps no attribute. */
	required?: true;
	/** `y`: written without a value (`<a download>`). */
	valueless?: 'y';
	/** One of these, compared in lower case. */
	values?: readonly string[];
	/** A PDF under the site's own host, without query or fragment. */
	sameSitePdf?: true;
}

export type AttributeRule = true | AttributeChecks;

export type AllowedHtml = ReadonlyMap<
	string,
	ReadonlyMap< string, AttributeRule >
>;

type Table = Record< string, Record< string, AttributeRule > >;

const align = { align: true } as const;
const cellAlignment = {
	align: true,
	char: true,
	charoff: true,
	valign: true,
} as const;
const column = { ...cellAlignment, span: true, width: true } as const;
const cell = {
	...cellAlignment,
	abbr: true,
	axis: true,
	bgcolor: true,
	colspan: true,
	headers: true,
	height: true,
	nowrap: true,
	rowspan: true,
	scope: true,
	width: true,
} as const;

/** $allowedposttags, before the global attributes are added to every element. */
const POST_ELEMENTS: Table = {
	address: {},
	a: {
		href: true,
		rel: true,
		rev: true,
		name: true,
		target: true,
		download: { valueless: 'y' },
	},
	abbr: {},
	acronym: {},
	area: {
		alt: true,
		coords: true,
		href: true,
		nohref: true,
		shape: true,
		target: true,
	},
	article: align,
	aside: align,
	audio: {
		autoplay: true,
		controls: true,
		loop: true,
		muted: true,
		preload: true,
		src: true,
	},
	b: {},
	bdo: {},
	big: {},
	blockquote: { cite: true },
	br: {},
	button: { disabled: true, name: true, type: true, value: true },
	caption: align,
	cite: {},
	code: {},
	col: column,
	colgroup: column,
	del: { datetime: true },
	dd: {},
	dfn: {},
	details: { align: true, open: true },
	div: align,
	dl: {},
	dt: {},
	em: {},
	fieldset: {},
	figure: align,
	figcaption: align,
	font: { color: true, face: true, size: true },
	footer: align,
	h1: align,
	h2: align,
	h3: align,
	h4: align,
	h5: align,
	h6: align,
	header: align,
	hgroup: align,
	hr: { align: true, noshade: true, size: true, width: true },
	i: {},
	img: {
		alt: true,
		align: true,
		border: true,
		height: true,
		hspace: true,
		loading: true,
		longdesc: true,
		vspace: true,
		src: true,
		usemap: true,
		width: true,
	},
	ins: { datetime: true, cite: true },
	kbd: {},
	label: { for: true },
	legend: align,
	li: { align: true, value: true },
	main: align,
	map: { name: true },
	mark: {},
	menu: { type: true },
	nav: align,
	object: {
		data: { required: true, sameSitePdf: true },
		type: { required: true, values: [ 'application/pdf' ] },
	},
	p: align,
	pre: { width: true },
	q: { cite: true },
	rb: {},
	rp: {},
	rt: {},
	rtc: {},
	ruby: {},
	s: {},
	samp: {},
	span: align,
	section: align,
	small: {},
	strike: {},
	strong: {},
	sub: {},
	summary: align,
	sup: {},
	table: {
		align: true,
		bgcolor: true,
		border: true,
		cellpadding: true,
		cellspacing: true,
		rules: true,
		summary: true,
		width: true,
	},
	tbody: cellAlignment,
	td: cell,
	textarea: {
		cols: true,
		rows: true,
		disabled: true,
		name: true,
		readonly: true,
	},
	tfoot: cellAlignment,
	th: cell,
	thead: cellAlignment,
	title: {},
	tr: { ...cellAlignment, bgcolor: true },
	track: {
		default: true,
		kind: true,
		label: true,
		src: true,
		srclang: true,
	},
	tt: {},
	u: {},
	ul: { type: true },
	ol: { start: true, type: true, reversed: true },
	var: {},
	video: {
		autoplay: true,
		controls: true,
		height: true,
		loop: true,
		muted: true,
		playsinline: true,
		poster: true,
		preload: true,
		src: true,
		width: true,
	},
};

/**
 * Attributes every post element allows: WordPress 6.1's set, with aria-controls, aria-current,
 * aria-expanded, aria-live and hidden that later releases added. `data-*` stands for any
 * attribute named `data-` and one or more dash-separated parts of `a-z`, `0-9` and `_`.
 */
const GLOBAL_ATTRIBUTES = [
	'aria-controls',
	'aria-current',
	'aria-describedby',
	'aria-details',
	'aria-expanded',
	'aria-hidden',
	'aria-label',
	'aria-labelledby',
	'aria-live',
	'class',
	'data-*',
	'dir',
	'hidden',
	'id',
	'lang',
	'style',
	'title',
	'role',
	'xml:lang',
];

/** $allowedtags: what titles may keep. */
const TITLE_ELEMENTS: Table = {
	a: { href: true, title: true },
	abbr: { title: true },
	acronym: { title: true },
	b: {},
	blockquote: { cite: true },
	cite: {},
	code: {},
	del: { datetime: true },
	em: {},
	i: {},
	q: { cite: true },
	s: {},
	strike: {},
	strong: {},
};

function toMaps( table: Table, globals: string[] ): AllowedHtml {
	return new Map(
		Object.entries( table ).map( ( [ element, attributes ] ) => [
			element,
			new Map< string, AttributeRule >( [
				...Object.entries( attributes ),
				...globals.map( ( name ): [ string, AttributeRule ] => [
					name,
					true,
				] ),
			] ),
		] )
	);
}

export const POST_HTML = toMaps( POST_ELEMENTS, GLOBAL_ATTRIBUTES );

export const TITLE_HTML = toMaps( TITLE_ELEMENTS, [] );

/**
 * What comments by users without unfiltered_html keep: wp_kses_allowed_html() has no table of its
 * own for `pre_comment_content`, so comments get the same small default table ($allowedtags) as
 * titles.
 */
export const COMMENT_HTML = toMaps( TITLE_ELEMENTS, [] );

/** What one run of the filter needs besides the text. */
export interface KsesContext {
	allowed: AllowedHtml;
	/** The site's address: the host that same-site PDF objects must be on. */
	siteOrigin: string;
	/** Whether block attributes are filtered too (not while filtering an attribute's value). */
	blocks: boolean;
}
