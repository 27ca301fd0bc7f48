// What the service's business-hours route needs of the block: the week as a locale starts it.
export { localizedWeek } from './locale';
