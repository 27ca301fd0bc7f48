/**
 * `window.wp`, as WordPress exposes its packages: the same module instances the editor uses,
 * so every `wp.data` call reaches the editor's own default registry. Tessera's code reaches the
 * packages through these globals too (webpack/wordpress-externals.js); wp-globals.json names
 * them for webpack.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactJSXRuntime from 'react/jsx-runtime';
import * as a11y from '@wordpress/a11y';
import apiFetch from '@wordpress/api-fetch';
import * as blob from '@wordpress/blob';
import * as blockEditor from '@wordpress/block-editor';
import * as blockLibrary from '@wordpress/block-library';
import * as blocks from '@wordpress/blocks';
import * as components from '@wordpress/components';
import * as compose from '@wordpress/compose';
import * as coreData from '@wordpress/core-data';
import * as data from '@wordpress/data';
import * as date from '@wordpress/date';
import * as dom from '@wordpress/dom';
import domReady from '@wordpress/dom-ready';
import * as editPost from '@wordpress/edit-post';
import * as editor from '@wordpress/editor';
import * as element from '@wordpress/element';
import * as escapeHtml from '@wordpress/escape-html';
import * as formatLibrary from '@wordpress/format-library';
import * as hooks from '@wordpress/hooks';
import * as htmlEntities from '@wordpress/html-entities';
import * as i18n from '@wordpress/i18n';
import * as keyboardShortcuts from '@wordpress/keyboard-shortcuts';
import * as keycodes from '@wordpress/keycodes';
import * as mediaUtils from '@wordpress/media-utils';
import * as notices from '@wordpress/notices';
import * as plugins from '@wordpress/plugins';
import * as preferences from '@wordpress/preferences';
import * as preferencesPersistence from '@wordpress/preferences-persistence';
import * as primitives from '@wordpress/primitives';
import * as privateApis from '@wordpress/private-apis';
import * as richText from '@wordpress/rich-text';
import serverSideRender from '@wordpress/server-side-render';
import * as url from '@wordpress/url';
import * as viewport from '@wordpress/viewport';

export const wpGlobals = {
	a11y,
	apiFetch,
	blob,
	blockEditor,
	blockLibrary,
	blocks,
	components,
	compose,
	coreData,
	data,
	date,
	dom,
	domReady,
	editPost,
	editor,
	element,
	escapeHtml,
	formatLibrary,
	hooks,
	htmlEntities,
	i18n,
	keyboardShortcuts,
	keycodes,
	mediaUtils,
	notices,
	plugins,
	preferences,
	preferencesPersistence,
	primitives,
	privateApis,
	richText,
	serverSideRender,
	url,
	viewport,
};

/** Sets `window.wp` (keeping what another script may have put there) and React's globals. */
export function exposeGlobals(): void {
	const target = window as unknown as Record< string, unknown > & {
		wp?: Record< string, unknown >;
	};
	target.wp = { ...target.wp, ...wpGlobals };
	target.React = React;
	target.ReactDOM = ReactDOM;
	target.ReactJSXRuntime = ReactJSXRuntime;
}
