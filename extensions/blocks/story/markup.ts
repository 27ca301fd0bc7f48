/** Class names shared by the saved markup, the editor preview and the visitor script. */
export const STORY_CLASS = 'wp-story';
export const SLIDES_CLASS = 'wp-story-slides';
export const SLIDE_CLASS = 'wp-story-slide';
export const MEDIA_CLASS = 'wp-story-media';
