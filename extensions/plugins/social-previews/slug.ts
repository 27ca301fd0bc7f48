/** The extension slug: in extensions/index.json, the plan table and the upgrade events. */
export const SLUG = 'social-previews';
