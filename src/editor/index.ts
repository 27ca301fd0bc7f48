/**
 * The editor page's entry: what WordPress's post.php does between printing its scripts and
 * calling `wp.editPost.initializeEditor`.
 */
import './public-path';
import './feature-flags';
import './core-block-inserter';
import './block-bindings-sources';
import './globals';
import './style.scss';
import '@wordpress/format-library';
import { dispatch } from '@wordpress/data';
import domReady from '@wordpress/dom-ready';
import { initializeEditor } from '@wordpress/edit-post';
import { store as editorStore } from '@wordpress/editor';

import { registerExtensions } from '../../shared/loader';
import { showPlanUpgradedNotice } from '../../shared/paid-blocks';
import { showStripeConnectNotice } from '../../shared/memberships/stripe-connect-notices';
import * as extensions from '../../extensions/editor';
import { setUpApiFetch } from './api-fetch';
import { buildEditorSettings } from './editor-settings';
import { refreshMediaLibraryOnOpen } from './fresh-media-library';
import { getPageData } from './page-data';
import { applySiteLanguage } from './site-language';
import {
	setEditorPreferenceDefaults,
	setUpPreferencesPersistence,
} from './preferences';

domReady( () => {
	const page = getPageData();
	applySiteLanguage( page );
	setUpApiFetch( page );
	setUpPreferencesPersistence( page );
	// Before initializeEditor, as a plugin's scripts run before it in WordPress; it registers
	// the core blocks itself.
	registerExtensions( extensions );
	refreshMediaLibraryOnOpen();
	const settings = buildEditorSettings( page );
	// The editor store gets these settings an effect after its first render: the canvas iframe
	// would load the default (empty) assets, then ours, aborting the first load. Given now,
	// it loads once.
	dispatch( editorStore ).updateEditorSettings( {
		__unstableResolvedAssets: settings.__unstableResolvedAssets,
	} );
	initializeEditor( 'editor', page.postType, page.postId, settings );
	setEditorPreferenceDefaults();
	showPlanUpgradedNotice();
	showStripeConnectNotice();
} );
