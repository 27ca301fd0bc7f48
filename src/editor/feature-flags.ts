/**
 * Flags WordPress's packages read when they load, so this module is imported before them.
 *
 * The media library here is the editor's own React modal (DataViews, talking to /wp/v2/media)
 * rather than wp-admin's Backbone `wp.media`, which this site does not have: featured images
 * and image blocks pick and upload media through it.
 */
const flags = window as unknown as {
	__experimentalDataViewsMediaModal?: boolean;
};
flags.__experimentalDataViewsMediaModal = true;

export {};
