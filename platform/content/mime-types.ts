/**
 * get_allowed_mime_types(): extension pattern => mime type, WordPress's usual image, audio, video
 * and document list. Types that can carry script (html, js, svg, swf, exe) are never allowed.
 */
export const ALLOWED_MIME_TYPES: Record< string, string > = {
	'jpg|jpeg|jpe': 'image/jpeg',
	gif: 'image/gif',
	png: 'image/png',
	bmp: 'image/bmp',
	'tiff|tif': 'image/tiff',
	webp: 'image/webp',
	avif: 'image/avif',
	ico: 'image/x-icon',
	heic: 'image/heic',
	'asf|asx': 'video/x-ms-asf',
	wmv: 'video/x-ms-wmv',
	avi: 'video/avi',
	'mov|qt': 'video/quicktime',
	'mpeg|mpg|mpe': 'video/mpeg',
	'mp4|m4v': 'video/mp4',
	ogv: 'video/ogg',
	webm: 'video/webm',
	mkv: 'video/x-matroska',
	'3gp|3gpp': 'video/3gpp',
	'3g2|3gp2': 'video/3gpp2',
	'txt|asc|c|cc|h|srt': 'text/plain',
	csv: 'text/csv',
	tsv: 'text/tab-separated-values',
	ics: 'text/calendar',
	rtx: 'text/richtext',
	vtt: 'text/vtt',
	'mp3|m4a|m4b': 'audio/mpeg',
	aac: 'audio/aac',
	'ra|ram': 'audio/x-realaudio',
	wav: 'audio/wav',
	'ogg|oga': 'audio/ogg',
	flac: 'audio/flac',
	'mid|midi': 'audio/midi',
	wma: 'audio/x-ms-wma',
	mka: 'audio/x-matroska',
	rtf: 'application/rtf',
	pdf: 'application/pdf',
	tar: 'application/x-tar',
	zip: 'application/zip',
	'gz|gzip': 'application/x-gzip',
	'7z': 'application/x-7z-compressed',
	psd: 'application/octet-stream',
	doc: 'application/msword',
	'pot|pps|ppt': 'application/vnd.ms-powerpoint',
	'xla|xls|xlt|xlw': 'application/vnd.ms-excel',
	docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
	xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
	pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
	odt: 'application/vnd.oasis.opendocument.text',
	odp: 'application/vnd.oasis.opendocument.presentation',
	ods: 'application/vnd.oasis.opendocument.spreadsheet',
	key: 'application/vnd.apple.keynote',
	numbers: 'application/vnd.apple.numbers',
	pages: 'application/vnd.apple.pages',
};

/**
 * wp_check_filetype(): the mime type of a file name by its extension, or null when not allowed.
 *
 * @param fileName The file's name.
 * @param allowed  The allowed types (the site's, which depend on its plan).
 */
export function mimeTypeOf(
	fileName: string,
	allowed: Record< string, string > = ALLOWED_MIME_TYPES
): { ext: string; type: string } | null {
	const ext = /\.([a-z0-9]+)$/i.exec( fileName )?.[ 1 ]?.toLowerCase();
	if ( ! ext ) {
		return null;
	}
	for ( const [ pattern, type ] of Object.entries( allowed ) ) {
		if ( pattern.split( '|' ).includes( ext ) ) {
			return { ext, type };
		}
	}
	return null;
}
