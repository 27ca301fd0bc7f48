import type { SelectedEpisode } from './types';

/** The saved chosen episodes' guids, skipping anything that is not `{ guid: string }`. */
export function selectedGuids( selected: unknown ): string[] {
	return Array.isArray( selected )
		? selected
				.map( ( episode: Partial< SelectedEpisode > | null ) =>
					typeof episode?.guid === 'string' ? episode.guid.trim() : ''
				)
				.filter( Boolean )
		: [];
}
