// What the service's form handling needs of the contact form besides its render.
export { thankYouHtml, thankYouRedirect } from './thank-you';
export type { ContactFormAttributes } from './types';
