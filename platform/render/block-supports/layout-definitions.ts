/**
 * WordPress's layout types (wp_get_layout_definitions()): the class each puts on a container,
 * how it displays, its base rules, and its spacing rules (a `null` value stands for the gap).
 * Selectors are relative to the container.
 */
export interface LayoutDefinition {
	className: string;
	displayMode?: 'flex' | 'grid';
	baseStyles: LayoutRule[];
	spacingStyles: LayoutRule[];
}

interface LayoutRule {
	selector: string;
	rules: Record< string, string | null >;
}

const FLOATS: LayoutRule[] = [
	{
		selector: ' > .alignleft',
		rules: {
			float: 'left',
			'margin-inline-start': '0',
			'margin-inline-end': '2em',
		},
	},
	{
		selector: ' > .alignright',
		rules: {
			float: 'right',
			'margin-inline-start': '2em',
			'margin-inline-end': '0',
		},
	},
	{
		selector: ' > .aligncenter',
		rules: {
			'margin-left': 'auto !important',
			'margin-right': 'auto !important',
		},
	},
];

const FLOW_SPACING: LayoutRule[] = [
	{ selector: ' > :first-child', rules: { 'margin-block-start': '0' } },
	{ selector: ' > :last-child', rules: { 'margin-block-end': '0' } },
	{
		selector: ' > *',
		rules: { 'margin-block-start': null, 'margin-block-end': '0' },
	},
];

const GAP_SPACING: LayoutRule[] = [ { selector: '', rules: { gap: null } } ];

export const LAYOUT_DEFINITIONS: Record< string, LayoutDefinition > = {
	default: {
		className: 'is-layout-flow',
		baseStyles: FLOATS,
		spacingStyles: FLOW_SPACING,
	},
	constrained: {
		className: 'is-layout-constrained',
		baseStyles: [
			...FLOATS,
			{
				selector:
					' > :where(:not(.alignleft):not(.alignright):not(.alignfull))',
				rules: {
					'max-width': 'var(--wp--style--global--content-size)',
					'margin-left': 'auto !important',
					'margin-right': 'auto !important',
				},
			},
			{
				selector: ' > .alignwide',
				rules: { 'max-width': 'var(--wp--style--global--wide-size)' },
			},
		],
		spacingStyles: FLOW_SPACING,
	},
	flex: {
		className: 'is-layout-flex',
		displayMode: 'flex',
		baseStyles: [
			{
				selector: '',
				rules: { 'flex-wrap': 'wrap', 'align-items': 'center' },
			},
			{ selector: ' > :is(*, div)', rules: { margin: '0' } },
		],
		spacingStyles: GAP_SPACING,
	},
	grid: {
		className: 'is-layout-grid',
		displayMode: 'grid',
		baseStyles: [ { selector: ' > :is(*, div)', rules: { margin: '0' } } ],
		spacingStyles: GAP_SPACING,
	},
};
