import type {
	AttributesOf,
	BlockMetadata,
	UntypedAttributesOf,
} from '../block-attributes/types';

/** The attributes every field block declares in its block.json. */
export interface SharedFieldAttributes {
	label: string;
	required: boolean;
	options: string[];
	defaultValue: string;
	placeholder: string;
	id: string;
	width: number;
	className?: string;
}

/**
 * A field block's attributes read from its block.json. Every field attribute has a default;
 * `options` is declared with `items: { type: 'string' }`, which a JSON import cannot carry (its
 * `[]` default reads as `never[]`), so it is stated here once for all fields.
 */
export type FieldAttributes<
	Metadata extends BlockMetadata,
	Untyped extends UntypedAttributesOf< Metadata >,
> = Omit< AttributesOf< Metadata, Untyped >, 'options' > & {
	options: string[];
};

/** What a field's edit receives (the subset of BlockEditProps the shared UI uses). */
export interface FieldEditProps< A extends SharedFieldAttributes > {
	attributes: A;
	setAttributes: ( next: Partial< A > ) => void;
	isSelected: boolean;
	clientId: string;
}
