export * from './demo-types';
export { ATTRACTIONS } from './attractions.data';
export { CATEGORIES, GUIDES, VIDEOS } from './content.data';
export { CRUISE_LINES } from './cruise-lines.data';
export { DINING } from './dining.data';
export { EVENTS } from './events.data';
export { EXCURSIONS, ITINERARIES } from './itineraries.data';
export { PORTS } from './ports.data';
export { RESORTS } from './resorts.data';
export { SHIPS } from './ships.data';
export { THEME_PARKS } from './theme-parks.data';
export {
  loadDemoCatalogue,
  demoTranslations,
  translatedRecordCounts,
  DEMO_LOCALES,
  DEMO_TABLES,
} from './demo-loader';
export { TRANSLATIONS } from './translations.data';
