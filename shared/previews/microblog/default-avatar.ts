/**
 * The profile image shown when none is given: a grey silhouette drawn here, so the preview
 * never loads an image from a third-party host.
 */
const SVG =
	'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">' +
	'<rect width="48" height="48" fill="#cfd9de"/>' +
	'<circle cx="24" cy="19" r="8" fill="#8899a6"/>' +
	'<path d="M9 43c1.5-8.5 7.6-13 15-13s13.5 4.5 15 13z" fill="#8899a6"/>' +
	'</svg>';

export const DEFAULT_PROFILE_IMAGE = `data:image/svg+xml,${ encodeURIComponent(
	SVG
) }`;
