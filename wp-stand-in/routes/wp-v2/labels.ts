import type { PostTypeDefinition } from '../../../platform/content/post-types';
import type { TaxonomyDefinition } from '../../../platform/content/taxonomies';

/** get_post_type_labels() for the labels the editor shows. */
export function typeLabels(
	type: PostTypeDefinition
): Record< string, string | null > {
	const one = type.singular;
	const many = type.plural;
	const lower = one.toLowerCase();
	const lowers = many.toLowerCase();
	return {
		name: many,
		singular_name: one,
		add_new: `Add New ${ one }`,
		add_new_item: `Add New ${ one }`,
		edit_item: `Edit ${ one }`,
		new_item: `New ${ one }`,
		view_item: `View ${ one }`,
		view_items: `View ${ many }`,
		search_items: `Search ${ many }`,
		not_found: `No ${ lowers } found.`,
		not_found_in_trash: `No ${ lowers } found in Trash.`,
		parent_item_colon: type.hierarchical ? `Parent ${ one }:` : null,
		all_items: `All ${ many }`,
		archives: `${ one } Archives`,
		attributes: `${ one } Attributes`,
		insert_into_item: `Insert into ${ lower }`,
		uploaded_to_this_item: `Uploaded to this ${ lower }`,
		featured_image: 'Featured image',
		set_featured_image: 'Set featured image',
		remove_featured_image: 'Remove featured image',
		use_featured_image: 'Use as featured image',
		filter_items_list: `Filter ${ lowers } list`,
		filter_by_date: 'Filter by date',
		items_list_navigation: `${ many } list navigation`,
		items_list: `${ many } list`,
		item_published: `${ one } published.`,
		item_published_privately: `${ one } published privately.`,
		item_reverted_to_draft: `${ one } reverted to draft.`,
		item_trashed: `${ one } trashed.`,
		item_scheduled: `${ one } scheduled.`,
		item_updated: `${ one } updated.`,
		item_link: `${ one } Link`,
		item_link_description: `A link to a ${ lower }.`,
		menu_name: many,
		name_admin_bar: one,
		template_name: `Single item: ${ one }`,
	};
}

/** The labels the editor shows for a taxonomy: a tag-like one has "popular" and "separate with commas". */
export function taxonomyLabels(
	tax: TaxonomyDefinition
): Record< string, string | null > {
	return {
		name: tax.plural,
		singular_name: tax.singular,
		search_items: `Search ${ tax.plural }`,
		popular_items: tax.hierarchical ? null : `Popular ${ tax.plural }`,
		all_items: `All ${ tax.plural }`,
		parent_item: tax.hierarchical ? `Parent ${ tax.singular }` : null,
		parent_item_colon: tax.hierarchical
			? `Parent ${ tax.singular }:`
			: null,
		edit_item: `Edit ${ tax.singular }`,
		view_item: `View ${ tax.singular }`,
		update_item: `Update ${ tax.singular }`,
		add_new_item: `Add New ${ tax.singular }`,
		new_item_name: `New ${ tax.singular } Name`,
		separate_items_with_commas: tax.hierarchical
			? null
			: `Separate ${ tax.plural.toLowerCase() } with commas`,
		add_or_remove_items: tax.hierarchical
			? null
			: `Add or remove ${ tax.plural.toLowerCase() }`,
		choose_from_most_used: tax.hierarchical
			? null
			: `Choose from the most used ${ tax.plural.toLowerCase() }`,
		not_found: `No ${ tax.plural.toLowerCase() } found.`,
		no_terms: `No ${ tax.plural.toLowerCase() }`,
		back_to_items: `&larr; Go to ${ tax.plural }`,
		menu_name: tax.plural,
		name_admin_bar: tax.singular,
	};
}
