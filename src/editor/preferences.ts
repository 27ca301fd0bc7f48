import { dispatch } from '@wordpress/data';
import { store as preferencesStore } from '@wordpress/preferences';
import { create } from '@wordpress/preferences-persistence';

import type { EditorPageData } from '../../shared/editor-page/types';

/**
 * Editor preferences persist in the user's meta (`persisted_preferences`, through
 * `/wp/v2/users/me`) with a localStorage backup, as post.php sets them up.
 *
 * @param page The page data.
 */
export function setUpPreferencesPersistence( page: EditorPageData ): void {
	dispatch( preferencesStore ).setPersistenceLayer(
		create( {
			preloadedData: page.preferences,
			localStorageRestoreKey: `WP_PREFERENCES_USER_${ page.user.id }`,
		} )
	);
}

/**
 * Defaults that differ from edit-post's, set after initializeEditor set its own: the welcome
 * guide shows pictures from s.w.org, which this offline site cannot reach.
 */
export function setEditorPreferenceDefaults(): void {
	dispatch( preferencesStore ).setDefaults( 'core/edit-post', {
		welcomeGuide: false,
	} );
}
