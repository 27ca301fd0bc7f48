import type metadata from './block.json';
import type {
	AttributesOf,
	UntypedAttributesOf,
} from '../../../shared/block-attributes/types';

/** block.json types of the attributes without a default (checked against block.json by a test). */
export const untypedAttributeTypes = {
	url: 'string',
	primaryColor: 'string',
	customPrimaryColor: 'string',
	hexPrimaryColor: 'string',
	secondaryColor: 'string',
	customSecondaryColor: 'string',
	hexSecondaryColor: 'string',
	backgroundColor: 'string',
	customBackgroundColor: 'string',
	hexBackgroundColor: 'string',
	exampleFeedData: 'object',
} as const satisfies UntypedAttributesOf< typeof metadata >;

/** One chosen episode, as saved. */
export interface SelectedEpisode {
	guid: string;
}

/** block.json's empty array default says nothing of the items, so they are named here. */
export type PodcastPlayerAttributes = Omit<
	AttributesOf< typeof metadata, typeof untypedAttributeTypes >,
	'selectedEpisodes'
> & { selectedEpisodes: SelectedEpisode[] };
