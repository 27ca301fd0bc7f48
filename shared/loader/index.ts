export { registerExtensions } from './register-extensions';
export { blockSlug } from './block-slug';
export type {
	Extensions,
	LoaderOptions,
	LoaderReport,
} from './register-extensions';
export { getRegistrationDecision } from './registration-decision';
export type {
	ExtensionLists,
	RegistrationDecision,
	TitleLabel,
} from './registration-decision';
export { registerTesseraCategories, getTesseraCategories } from './categories';
export { pluginName } from './register-plugin';
export type * from './types';
