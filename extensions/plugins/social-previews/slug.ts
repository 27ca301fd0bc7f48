/** The extension slug (its folder and plugin.json name), as availability and upgrade events know it. */
export const SLUG = 'social-previews';
