// Runs once, off the main thread, on a signed-in visitor's pages (boot.ts starts it).
//
// A browser's first date format of a page loads the locale and time-zone data (ICU's): 40–100
// ms of Chromium's main thread on our machines, taken in the middle of the first render of a
// page of classes or a list of payments. That data is shared by every thread of the page's
// process, so formatting one date here first, while the page waits for its data, leaves the
// main thread's first format about 1 ms.
import { formatDateTime } from './format.ts';

formatDateTime(new Date(0).toISOString());
self.close();
