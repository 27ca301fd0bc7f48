/**
 * Every block and editor plugin module the editor loader registers (shared/loader decides which
 * of them this site gets). One import per extension; keep the lists sorted.
 */
import type { BlockModule, PluginModule } from '../shared/loader/types';
import * as businessHours from './blocks/business-hours';
import * as button from './blocks/button';
import * as calendly from './blocks/calendly';
import * as contactForm from './blocks/contact-form';
import * as contactInfo from './blocks/contact-info';
import * as markdown from './blocks/markdown';
import * as ratingStar from './blocks/rating-star';
import * as pluginSidebar from '../shared/plugin-sidebar';
import * as connections from './plugins/connections';
import * as likes from './plugins/likes';
import * as seoDescription from './plugins/seo-description';
import * as sharing from './plugins/sharing';
import * as shortlink from './plugins/shortlink';
import * as socialPreviews from './plugins/social-previews';

export const blocks: BlockModule[] = [
	businessHours,
	button,
	calendly,
	contactForm,
	contactInfo,
	markdown,
	ratingStar,
];

export const plugins: PluginModule[] = [
	connections,
	likes,
	pluginSidebar,
	seoDescription,
	sharing,
	shortlink,
	socialPreviews,
];
