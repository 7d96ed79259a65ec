import { DomUtils, parseDocument } from 'htmlparser2';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** How many times `part` occurs in `text`. */
export const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The HTML of a page answer, whatever its Content-Encoding. */
export function htmlOf(response: { rawPayload: Buffer; headers: Record<string, unknown> }) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

/**
 * A rendered page as a crawler and the browser read it: how many documents it holds, its
 * title, robots rule and canonical address, the text of the app (`#root`), the query data it
 * carries and its JSON-LD.
 */
export function readPage(html: string) {
  const document = parseDocument(html);
  const scripts = DomUtils.getElementsByTagName('script', document);
  const scriptsOf = (type: string) =>
    scripts
      .filter((script) => script.attribs.type === type)
      .map((script) => JSON.parse(DomUtils.textContent(script)) as unknown);
  const root = DomUtils.getElementById('root', document);
  const title = DomUtils.getElementsByTagName('title', document);
  const robots = DomUtils.findOne(
    (element) => element.name === 'meta' && element.attribs.name === 'robots',
    document.children,
  );
  const canonical = DomUtils.findAll(
    (element) => element.name === 'link' && element.attribs.rel === 'canonical',
    document.children,
  );
  const [documentElement] = DomUtils.getElementsByTagName('html', document);
  const alternates = DomUtils.findAll(
    (element) => element.name === 'link' && element.attribs.rel === 'alternate',
    document.children,
  );
  return {
    /** The root element's language and direction. */
    lang: documentElement?.attribs.lang,
    dir: documentElement?.attribs.dir,
    /** The page's address in each language, by `hreflang`. */
    alternates: Object.fromEntries(
      alternates.map((element) => [element.attribs.hreflang, element.attribs.href]),
    ),
    documents: DomUtils.getElementsByTagName('html', document).length,
    roots: DomUtils.findAll((element) => element.attribs.id === 'root', document.children).length,
    title: title.map((element) => DomUtils.textContent(element)).join(' | '),
    robots: robots?.attribs.content,
    /** The canonical addresses the head names (a public page names one, itself). */
    canonical: canonical.map((element) => element.attribs.href),
    text: root ? DomUtils.textContent(root) : '',
    /** The query data the page was rendered with, as the browser hydrates it. */
    data: scriptsOf('application/json'),
    structuredData: scriptsOf('application/ld+json'),
  };
}
