// The Quran module's public face: its text, read by the record dialog and the progress page.
export { quranRoutes } from './routes.ts';
