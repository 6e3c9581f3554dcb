/*
 * What the site's scripts (search.js, field-map.js, reading-list.js) share: the
 * site's root address, and fetching a file of the site.
 */

export const ROOT = new URL("../../", import.meta.url);

/* The response for `url`, or an error naming the address and the HTTP status. */
export async function fetchOk(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}
